"""The output's turn names the phase and step as a player does (500.1), telling the two combat
damage steps a first strike makes apart (510.4): what the explorer's turn bar shows (issue 31)."""

from __future__ import annotations

from typing import Any

from engine.driver.run import run

FIRST_STRIKE: dict[str, Any] = {
    "format": "rulings-explorer/1",
    "players": [{"id": "A"}, {"id": "B"}],
    "turn": {"number": 3, "active": "A", "step": "main1"},
    "objects": [
        {
            "id": "ogre",
            "controller": "A",
            "zone": "battlefield",
            "token": {"name": "Ogre", "type_line": "Creature — Ogre", "power": 3, "toughness": 3},
        },
        {
            "id": "knight",
            "controller": "B",
            "zone": "battlefield",
            "token": {
                "name": "Knight",
                "type_line": "Creature — Knight",
                "power": 2,
                "toughness": 2,
                "abilities": ["First strike"],
            },
        },
    ],
    "actions": [
        {"advance_to": "declare_attackers"},
        {"attack": {"ogre": "B"}},
        {"block": {"knight": "ogre"}},
        {"advance_to": "main2"},
    ],
}


def _turns() -> list[dict[str, Any]]:
    output, status = run(FIRST_STRIKE)
    assert status == 0, output["error"]
    total = max(e["step"] for e in output["events"])
    return [run(FIRST_STRIKE, steps=n)[0]["state"]["turn"] for n in range(total + 1)]


def test_the_turn_names_its_phase_and_step() -> None:
    turns = _turns()
    assert turns[0]["phase"] == "precombat main phase"
    assert turns[0]["step_name"] is None  # a main phase has no steps (505.1)
    assert turns[-1]["phase"] == "postcombat main phase"
    names = [t["step_name"] for t in turns if t["phase"] == "combat phase"]
    assert "declare blockers step" in names
    first = names.index("first-strike combat damage step")
    second = names.index("second combat damage step")
    assert first < second
    assert "end of combat step" in names[second:]
    damage = [
        t for t in turns if t["step"] == "combat_damage" and t["step_name"] != "combat damage step"
    ]
    assert {t["step_rule"] for t in damage} == {"510.4"}
