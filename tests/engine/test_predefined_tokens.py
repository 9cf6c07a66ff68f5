"""Predefined tokens (CR 111.10): created by name, with the characteristics the rule gives."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engine import ScenarioError, predefined_token, predefined_token_names, run
from engine.mechanics.investigate import rules as investigate

CR = {
    r["number"]: r["text"]
    for r in json.loads((Path(__file__).resolve().parents[2] / "data" / "cr.json").read_text())[
        "rules"
    ]
}


def _baker(token: Any) -> dict[str, Any]:
    return {
        "format": "rulings-explorer/1",
        "players": [{"id": "A", "mana_pool": "{G}"}, {"id": "B"}],
        "turn": {"number": 1, "active": "A", "step": "main1"},
        "cards": [
            {
                "name": "Bake",
                "mana_cost": "{G}",
                "type_line": "Sorcery",
                "effects": [{"op": "create_token", "token": token, "count": 2}],
                "oracle": "Create two tokens.",
            }
        ],
        "objects": [{"id": "bake", "card": "Bake", "owner": "A", "zone": "hand"}],
        "actions": [{"player": "A", "cast": "bake"}, {"resolve": "stack"}],
    }


def test_an_effect_creates_a_predefined_token_by_name() -> None:
    output, status = run(_baker("Food"))
    assert status == 0, output["error"]
    foods = [o for o in output["state"]["objects"] if o["name"] == "Food Token"]
    assert len(foods) == 2
    assert all(f["token"] and f["subtypes"] == ["Food"] and f["colors"] == [] for f in foods)
    assert foods[0]["abilities"] == ["{2}, {T}, Sacrifice this token: You gain 3 life."]


def test_a_name_that_is_no_predefined_token_is_refused_naming_the_list() -> None:
    with pytest.raises(ScenarioError, match="'Pizza' isn't a predefined token"):
        run(_baker("Pizza"))


def test_roles_are_named_without_role_and_found_with_it() -> None:
    cursed = predefined_token("Cursed Role")
    assert cursed is not None
    assert (cursed.name, cursed.types, cursed.subtypes) == (
        "Cursed",
        ("Enchantment",),
        ("Aura", "Role"),
    )
    assert predefined_token("cursed") == cursed


@pytest.mark.parametrize("name", predefined_token_names())
def test_each_token_is_the_one_its_rule_defines(name: str) -> None:
    token = predefined_token(name)
    assert token is not None
    rule = next(
        t
        for n, t in CR.items()
        if (n.startswith("111.10") and f"named {name}" in t) or f"{name} token is" in t
    )
    texts = [
        a.text for a in token.abilities if not isinstance(a, str) and a.text != "Enchant creature"
    ]
    for text in texts:
        assert text.rstrip(".") in rule


@pytest.mark.parametrize("name", predefined_token_names())
def test_each_token_is_named_as_111_4_says(name: str) -> None:
    """111.4: an effect that doesn't name the token it creates names it for its subtypes plus
    the word "Token" — "create a Clue token" makes a Clue Token; 111.10 names a few itself (a
    Walker token is "named Walker", a Cursed Role token "named Cursed")."""
    token = predefined_token(name)
    assert token is not None
    rule = next(t for n, t in CR.items() if n.startswith("111.10") and f" {name} " in f" {t} ")
    named = f"named {name}" in rule
    assert token.name == (name if named else f"{' '.join(token.subtypes)} Token")
    assert predefined_token(token.name) == token


def test_a_scenario_names_a_predefined_token_for_an_object() -> None:
    """SCENARIO.md `objects[].token` also takes a predefined token's name (111.10)."""
    data = {
        "format": "rulings-explorer/1",
        "players": [{"id": "A"}, {"id": "B"}],
        "turn": {"number": 3, "active": "A", "step": "main1"},
        "objects": [{"id": "food", "token": "food", "owner": "A", "zone": "battlefield"}],
    }
    output, status = run(data)
    assert status == 0
    [food] = output["state"]["objects"]
    assert (food["name"], food["token"], food["subtypes"]) == ("Food Token", True, ["Food"])
    assert food["abilities"] == ["{2}, {T}, Sacrifice this token: You gain 3 life."]
    data["objects"] = [{**data["objects"][0], "token": "Snack"}]
    with pytest.raises(ScenarioError, match=r"objects\[0\]\.token: 'Snack' isn't a predefined"):
        run(data)


def test_investigating_creates_the_same_clue_as_creating_one_by_name() -> None:
    """701.16a: investigate means "create a Clue token", the one 111.10f defines; Out Cold's
    Clue and one created by name are alike but for their ids (and labels: two Clues are told
    apart as "Clue Token" and "Clue Token #2"), and the engine has one Clue."""
    named, _ = run(_baker("Clue"))
    cold = {
        "format": "rulings-explorer/1",
        "players": [{"id": "A", "mana_pool": "{U}{C}{C}{C}"}, {"id": "B"}],
        "turn": {"number": 1, "active": "A", "step": "main1"},
        "objects": [{"id": "cold", "card": "Out Cold", "owner": "A", "zone": "hand"}],
        "actions": [{"player": "A", "cast": "cold", "targets": []}, {"resolve": "stack"}],
    }
    investigated, _ = run(cold)
    assert investigated["error"] is None, investigated["error"]

    def clues(output: dict[str, Any]) -> list[dict[str, Any]]:
        found = [o for o in output["state"]["objects"] if o["name"] == "Clue Token"]
        return [{k: v for k, v in o.items() if k not in ("id", "label")} for o in found]

    [clue] = clues(investigated)
    assert clues(named) == [clue, clue]
    assert clue["abilities"] == ["{2}, Sacrifice this token: Draw a card."]
    assert [o["label"] for o in named["state"]["objects"] if o["name"] == "Clue Token"] == [
        "Clue Token",
        "Clue Token #2",
    ]
    assert predefined_token("Clue") == investigate.CLUE
