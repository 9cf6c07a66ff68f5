"""Blitz (702.152a): "Blitz {3}{B}" read as the card's own alternative cost marking the spell
"blitzed" and the static ability "as long as this permanent's blitz cost was paid, it has haste
and 'When this permanent is put into a graveyard from the battlefield, draw a card.'"; a blitz
cost with more than mana isn't read."""

from __future__ import annotations

import pytest

from engine.cards.compiler.text import prepare
from engine.cards.vocabulary.casting import CAST_MARKS
from engine.mechanics.blitz.reading import read
from tests.engine.helpers import reading


@pytest.mark.parametrize(
    ("name", "cost"), [("Girder Goons", "{3}{B}"), ("Workshop Warchief", "{4}{G}{G}")]
)
def test_blitz_is_read_as_its_alternative_cost_and_what_it_has_while_blitzed(
    name: str, cost: str
) -> None:
    found = reading(name, "Blitz")
    assert found.outcome == "recognised"
    alternative, blitzed = found.abilities
    assert (alternative["cost"], alternative["marks"]) == ({"mana": cost}, "blitzed")
    assert blitzed["condition"]["self_designation"] == "blitzed"
    haste, dies = blitzed["modifications"]
    assert haste == {"op": "add_keywords", "keywords": ["Haste"]}
    (trigger,) = dies["abilities"]
    assert trigger["trigger"] == {"event": "put_into_graveyard"}
    assert trigger["effects"] == [{"op": "draw"}]
    assert "sacrificed at the beginning of the next end step" in found.words


def test_a_blitz_cost_with_more_than_mana_is_not_read() -> None:
    assert CAST_MARKS["blitzed"] == "702.152a"
    assert read(prepare("Blitz—{2}{B}{B}, Pay 2 life.", ())) is None
    assert read(prepare("Blitz {X}{R}", ())) is None
    assert read(prepare("Blitz {2}{R}", ())) is not None
