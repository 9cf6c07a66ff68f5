"""Encore with more than one opponent (702.141a): each token must attack its own opponent, which
the engine's attack requirements can't name, so the run stops as unsupported, not misplayed."""

from __future__ import annotations

from engine.driver.run import run


def test_encore_with_two_opponents_stops_as_unsupported() -> None:
    scenario = {
        "format": "rulings-explorer/1",
        "players": [
            {"id": "A", "mana_pool": "{C}{C}{C}{R}", "library": 5},
            {"id": "B", "library": 5},
            {"id": "C", "library": 5},
        ],
        "turn": {"number": 3, "active": "A", "step": "main1"},
        "objects": [
            {"id": "pilferer", "card": "Impulsive Pilferer", "owner": "A", "zone": "graveyard"}
        ],
        "actions": [
            {"player": "A", "activate": "pilferer", "ability": 1},
            {"resolve": "stack"},
        ],
    }
    output, status = run(scenario)
    assert status == 6
    assert output["error"]["kind"] == "unsupported"
    assert output["error"]["line"].startswith("Encore {3}{R}")
    assert "each of 2 opponents" in output["error"]["message"]
    tokens = [o for o in output["state"]["objects"] if o["token"]]
    assert tokens == []
