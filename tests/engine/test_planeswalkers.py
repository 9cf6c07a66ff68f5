"""Planeswalkers (CR 306): loyalty counters as one enters (306.5b), damage removing them (120.3c),
the state-based action for loyalty 0 (704.5i), and loyalty abilities (606)."""

from __future__ import annotations

from typing import Any

from engine import load, run
from engine.characteristics import loyalty
from engine.state_based_actions import warnings
from tests.engine.helpers import error_rules, game, obj, of_kind, play

JACE = "Jace, the Mind Sculptor"


def _walker(name: str = "Test Walker", loyalty: int = 3, *abilities: Any, **more: Any) -> Any:
    """An inline planeswalker card (SCENARIO.md `cards`)."""
    return {
        "name": name,
        "mana_cost": "{2}{U}",
        "type_line": "Legendary Planeswalker — Jace",
        "loyalty": loyalty,
        "abilities": list(abilities),
        **more,
    }


def _bolt(target: str, *objects: dict[str, Any], cards: Any = None) -> Any:
    return play(
        game(
            [*objects, obj("hand", "bolt", "Lightning Bolt", "B")],
            players=[{"id": "A"}, {"id": "B", "mana_pool": "{R}"}],
            turn={"number": 3, "active": "B", "step": "main1"},
            actions=[{"player": "B", "cast": "bolt", "targets": [target]}, {"resolve": "stack"}],
            cards=cards,
        )
    )


# -- 306.5: loyalty -------------------------------------------------------------------------------


def test_a_planeswalker_has_its_printed_loyalty_off_the_battlefield() -> None:
    """306.5a: in a hand its loyalty is the printed number; the output shows it."""
    output, _ = run(game([obj("hand", "jace", JACE), obj("hand", "bolt", "Lightning Bolt")]))
    shown = {o["id"]: o["loyalty"] for o in output["state"]["objects"]}
    assert shown == {"jace": 3, "bolt": None}


def test_a_planeswalker_put_on_the_battlefield_by_the_scenario_has_its_printed_loyalty() -> None:
    state, events = play(game([obj("battlefield", "jace", JACE)]))
    assert state.objects["jace"].counters == (("loyalty", 3),)
    assert loyalty(state, state.objects["jace"]) == 3
    assert not of_kind(events, "sba")


def test_a_scenario_says_how_many_loyalty_counters_a_planeswalker_has() -> None:
    state, _ = play(game([obj("battlefield", "jace", JACE, counters={"loyalty": 7})]))
    assert loyalty(state, state.objects["jace"]) == 7


def test_a_planeswalker_with_loyalty_0_is_put_into_its_owners_graveyard() -> None:
    """704.5i, for one the scenario starts with no loyalty counters: the board says so before
    state-based actions are checked, and they put it into the graveyard."""
    data = game([obj("battlefield", "jace", JACE, counters={"loyalty": 0})])
    [warning] = warnings(load(data))
    assert warning["rules"] == ["704.5i"]
    assert "put it into its owner's graveyard" in str(warning["text"])
    state, events = play({**data, "actions": [{"pass": True}]})
    assert state.objects["jace"].zone.value == "graveyard"
    [sba] = of_kind(events, "sba")
    assert sba.rules == ("704.5i",)
    assert "a planeswalker with loyalty 0" in sba.text


def test_a_planeswalker_enters_with_loyalty_counters_added_to_others_it_enters_with() -> None:
    """306.5b is a replacement effect like any "enters with counters" (614.1c): both apply."""
    extra = {
        "kind": "enters_with_counters",
        "counter": "loyalty",
        "amount": 2,
        "text": "This planeswalker enters with two additional loyalty counters.",
    }
    walker = _walker("Eager Walker", 3, extra)
    state, events = play(
        game(
            [obj("hand", "w", "Eager Walker")],
            players=[{"id": "A", "mana_pool": "{U}{C}{C}"}, {"id": "B"}],
            actions=[{"player": "A", "cast": "w"}, {"resolve": "stack"}],
            cards=[walker],
        )
    )
    assert loyalty(state, state.objects["w"]) == 5
    rules = [e.rules for e in of_kind(events, "replacement")]
    assert ("306.5b", "614.1c") in rules
    assert ("614.1c",) in rules
    assert [e.rules for e in of_kind(events, "replacement_order")] == [("616.1e",)]


# -- 120.3c: damage to a planeswalker -------------------------------------------------------------


def test_damage_over_a_planeswalkers_loyalty_removes_the_counters_it_has() -> None:
    state, events = _bolt("jace", obj("battlefield", "jace", JACE, counters={"loyalty": 2}))
    [damage] = of_kind(events, "damage")
    assert damage.rules == ("120.3c",)
    assert "2 loyalty counters removed (loyalty 2 → 0)" in damage.text
    assert state.objects["jace"].zone.value == "graveyard"
    assert state.player("A").life == 20


def test_damage_to_a_planeswalker_creature_removes_loyalty_and_is_marked() -> None:
    """120.3c and 120.3e both apply to a permanent that is both (120.3)."""
    both = _walker("Walking Beast", 5, power=2, toughness=4)
    both["type_line"] = "Legendary Planeswalker Creature — Jace"
    state, events = _bolt("beast", obj("battlefield", "beast", "Walking Beast"), cards=[both])
    assert [e.rules for e in of_kind(events, "damage")] == [("120.3c",), ("120.3e",)]
    beast = state.objects["beast"]
    assert (beast.zone.value, beast.damage, loyalty(state, beast)) == ("battlefield", 3, 2)


def test_a_spell_that_targets_a_creature_cant_target_a_planeswalker() -> None:
    """115.4: "any target" includes a planeswalker; "target creature" doesn't."""
    state, _ = play(
        game(
            [obj("battlefield", "jace", JACE, "B"), obj("hand", "u", "Unsummon")],
            players=[{"id": "A", "mana_pool": "{U}"}, {"id": "B"}],
            actions=[{"player": "A", "cast": "u", "targets": ["jace"]}],
        )
    )
    assert error_rules(state) is not None
    assert state.error is not None
    assert "is not a creature" in str(state.error["message"])
