"""Controlling another player (CR 723, Mindslaver): the effect works for the whole of the next
turn the player takes and ends as the following turn begins (723.1); nobody decides for anyone
then."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from engine.driver.run import run

_GOLDEN = Path(__file__).parent.parent / "scenarios"


def _scenario(name: str, actions: list[dict[str, Any]]) -> dict[str, Any]:
    data: dict[str, Any] = json.loads((_GOLDEN / f"{name}.json").read_text())
    del data["expect"]
    data["actions"] = actions
    data.pop("choices", None)
    return data


def test_the_control_ends_as_the_next_turn_begins() -> None:
    scenario = _scenario(
        "canon_mindslaver_a_controls_b_and_chooses_what_b_sacrifices",
        [
            {"player": "A", "activate": "ms", "ability": 1, "targets": ["B"]},
            {"resolve": "stack"},
            {"advance_to": "main1", "turn": 5},
            {"player": "A", "activate": "swamp_a", "ability": 1},
            {"player": "A", "activate": "swamp_b", "ability": 1},
            {"player": "A", "cast": "edict_a", "targets": ["B"]},
            {"resolve": "stack"},
        ],
    )
    scenario["players"][0]["mana_pool"] = "{C}{C}{C}{C}"
    scenario["objects"] += [
        {"id": "edict_a", "card": "Diabolic Edict", "owner": "A", "zone": "hand"},
        {"id": "swamp_a", "card": "Swamp", "owner": "A", "zone": "battlefield"},
        {"id": "swamp_b", "card": "Swamp", "owner": "A", "zone": "battlefield"},
    ]
    out, status = run(scenario)
    assert status == 0, out["error"]
    turns = [e for e in out["events"] if e["kind"] == "turn"]
    assert [e["objects"] for e in turns] == [["B"], ["A"]]
    controlled = [e for e in out["events"] if e["kind"] == "player_control"]
    assert [e["rules"] for e in controlled] == [["723.1"], ["723.1", "723.5", "723.3"]]
    assert "controlled_by" not in out["state"]["turn"]
    # In A's turn 5, B's choice is B's own again: asked of B, with no one deciding for them.
    pending = out["pending"]
    assert pending["player"] == "B"
    assert "decided_by" not in pending
    last = out["events"][-1]
    assert last["kind"] == "pending"
    assert "723.5" not in last["rules"]
