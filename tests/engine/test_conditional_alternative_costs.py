"""Spectacle (702.137a) and surge (702.117a): a keyword's alternative cost offered only when its
condition holds for the caster as the spell is cast — read as the card's own alternative cost
with a `condition` (the turn's record: an opponent lost life, you cast another spell)."""

from __future__ import annotations

import pytest

from engine.cards.compiler.text import prepare
from engine.mechanics.spectacle.reading import read as spectacle
from engine.mechanics.surge.reading import read as surge
from tests.engine.helpers import reading


@pytest.mark.parametrize(
    ("name", "keyword", "cost", "happened", "who"),
    [
        ("Spikewheel Acrobat", "Spectacle", "{2}{R}", "lost_life", "opponent"),
        ("Blade Juggler", "Spectacle", "{2}{B}", "lost_life", "opponent"),
        ("Jwar Isle Avenger", "Surge", "{2}{U}", "cast_spells", "you"),
        ("Containment Membrane", "Surge", "{U}", "cast_spells", "you"),
    ],
)
def test_the_alternative_cost_is_read_with_its_condition(
    name: str, keyword: str, cost: str, happened: str, who: str
) -> None:
    found = reading(name, keyword)
    assert found.outcome == "recognised"
    (ability,) = found.abilities
    assert ability["kind"] == "alternative_cost"
    assert ability["cost"] == {"mana": cost}
    assert ability["condition"]["this_turn"] == {"happened": happened, "who": who}


def test_a_cost_with_x_or_more_than_mana_is_not_read() -> None:
    assert spectacle(prepare("Spectacle {X}{R}", ())) is None
    assert surge(prepare("Surge—Pay 2 life.", ())) is None
    assert surge(prepare("Surge {1}{U}{U}", ())) is not None
