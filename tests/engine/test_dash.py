"""Dash (702.109a): "Dash {3}{B}" read as the card's own alternative cost marking the spell
"dashed" and the static ability "as long as this permanent's dash cost was paid, it has haste";
the mark is registered by the mechanic, and the permanent the dashed spell becomes keeps it."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import ValidationError

from engine.cards import vocabulary as v
from engine.cards.compiler.text import prepare
from engine.cards.vocabulary.casting import CAST_MARKS
from engine.driver.run import run
from engine.mechanics.dash.reading import read
from tests.engine.helpers import reading


@pytest.mark.parametrize(
    ("name", "cost"),
    [("Mardu Strike Leader", "{3}{B}"), ("Kolaghan Forerunners", "{2}{R}")],
)
def test_dash_is_read_as_its_alternative_cost_and_its_haste(name: str, cost: str) -> None:
    found = reading(name, "Dash")
    assert found.outcome == "recognised"
    alternative, haste = found.abilities
    assert alternative["kind"] == "alternative_cost"
    assert (alternative["cost"], alternative["marks"]) == ({"mana": cost}, "dashed")
    assert haste["condition"]["self_designation"] == "dashed"
    assert haste["modifications"] == [{"op": "add_keywords", "keywords": ["Haste"]}]
    assert "beginning of the next end step" in found.words


def test_a_dash_cost_with_x_or_words_is_not_read() -> None:
    assert read(prepare("Dash {X}{R}", ())) is None
    assert read(prepare("Dash—Discard a card.", ())) is None


def test_a_mark_no_mechanic_registered_is_refused() -> None:
    assert CAST_MARKS["dashed"] == "702.109a"
    with pytest.raises(ValidationError, match="no registered mark"):
        v.AlternativeCost.model_validate({"cost": {"mana": "{1}"}, "marks": "foretold"})


def _dashed_then(actions: list[dict[str, Any]]) -> dict[str, Any]:
    output, status = run(
        {
            "format": "rulings-explorer/1",
            "players": [{"id": "A", "mana_pool": "{B}{C}{C}{C}{W}{W}"}, {"id": "B"}],
            "turn": {"number": 3, "active": "A", "step": "main1"},
            "objects": [
                {"id": "leader", "card": "Mardu Strike Leader", "owner": "A", "zone": "hand"},
                {"id": "flicker", "card": "Cloudshift", "owner": "A", "zone": "hand"},
            ],
            "actions": [{"player": "A", "cast": "leader"}, {"resolve": "stack"}, *actions],
            "choices": [{"pay": True}],
        }
    )
    assert status == 0, output["error"]
    return {o["id"]: o for o in output["state"]["objects"]}


def test_the_permanent_a_dashed_spell_becomes_is_dashed_and_returns() -> None:
    objects = _dashed_then([{"advance_to": "end"}, {"resolve": "stack"}])
    assert objects["leader"]["zone"] == "hand"


def test_a_dashed_permanent_that_left_and_came_back_stays() -> None:
    """603.7c: the delayed trigger returns the permanent the spell became; after Cloudshift it
    is a new object (400.7), not dashed, so it stays — and has no haste."""
    objects = _dashed_then(
        [
            {"player": "A", "cast": "flicker", "targets": ["leader"]},
            {"resolve": "stack"},
            {"advance_to": "end"},
            {"resolve": "stack"},
        ]
    )
    assert objects["leader"]["zone"] == "battlefield"
    assert "Haste" not in objects["leader"]["keywords"]
