"""A permanent's "exile it instead" of a graveyard (614.1a) and tokens: "a card or token" (Rest in
Peace) exiles a token too; "a card" (Leyline of the Void) leaves it be, since a token isn't a card
(111.1) — it goes to the graveyard and then ceases to exist (704.5d)."""

from __future__ import annotations

from typing import Any

import pytest

from engine import run
from engine.driver.scenario import parse_scenario


def _zero_dies_with(card: str, token_controller: str) -> list[dict[str, Any]]:
    """The events about a 0/0 token put into its owner's graveyard (704.5f) with `card` (A's)."""
    scenario = {
        "format": "rulings-explorer/1",
        "players": [{"id": "A"}, {"id": "B"}],
        "turn": {"number": 3, "active": "A", "step": "main1"},
        "objects": [
            {"id": "watcher", "card": card, "owner": "A", "zone": "battlefield"},
            {
                "id": "zero",
                "token": {
                    "name": "Zero",
                    "type_line": "Creature — Soldier",
                    "power": 0,
                    "toughness": 0,
                },
                "controller": token_controller,
                "zone": "battlefield",
            },
        ],
        "actions": [{"advance_to": "beginning_of_combat"}],
    }
    output, _ = run(parse_scenario(scenario))
    assert output["error"] is None
    return [e for e in output["events"] if "zero" in (e.get("objects") or [])]


@pytest.mark.parametrize("controller", ["A", "B"])
def test_rest_in_peace_exiles_a_token_instead(controller: str) -> None:
    kinds = [(e["kind"], e["rules"]) for e in _zero_dies_with("Rest in Peace", controller)]
    assert kinds == [
        ("sba", ["704.5f"]),
        ("replacement", ["614.1a", "614.6", "700.4"]),
        ("cease_to_exist", ["704.5d", "111.7"]),
    ]


def test_leyline_of_the_void_leaves_an_opponents_token_be() -> None:
    kinds = [(e["kind"], e["rules"]) for e in _zero_dies_with("Leyline of the Void", "B")]
    assert kinds == [("sba", ["704.5f"]), ("cease_to_exist", ["704.5d", "111.7"])]
