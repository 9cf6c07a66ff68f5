"""Planeswalkers (CR 306): loyalty counters as one enters (306.5b), damage removing them (120.3c),
the state-based action for loyalty 0 (704.5i), and loyalty abilities (606)."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import ValidationError

from engine import ScenarioError, legal_actions, load, run
from engine.cards.vocabulary import Cost
from engine.derived.characteristics import loyalty
from engine.rules.state_based_actions import warnings
from tests.engine.helpers import error_rules, game, obj, of_kind, play

JACE = "Jace, the Mind Sculptor"
BOLAS = "Nicol Bolas, Planeswalker"


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


# -- 606: loyalty abilities -----------------------------------------------------------------------

PLUS = {
    "kind": "activated",
    "cost": {"loyalty": "+1"},
    "effects": [{"op": "draw", "amount": 1}],
    "text": "+1: Draw a card.",
}
MINUS = {
    "kind": "activated",
    "cost": {"loyalty": "−3"},
    "targets": [{"kind": "any", "text": "any target"}],
    "effects": [{"op": "damage", "amount": 3, "to": 0}],
    "text": "−3: Test Walker deals 3 damage to any target.",
}
MINUS_X = {
    "kind": "activated",
    "cost": {"loyalty": "−X"},
    "targets": [{"kind": "any", "text": "any target"}],
    "effects": [{"op": "damage", "amount": "X", "to": 0}],
    "text": "−X: Test Walker deals X damage to any target.",
}
ZERO_MANA = {
    "kind": "activated",
    "cost": {"loyalty": "0"},
    "effects": [{"op": "add_mana", "mana": "{R}{R}"}],
    "text": "0: Add {R}{R}.",
}
WALKER = _walker("Test Walker", 3, PLUS, MINUS, MINUS_X, ZERO_MANA)


def _walker_game(
    actions: list[dict[str, Any]], *, counters: int = 3, **more: Any
) -> tuple[Any, list[Any]]:
    return play(
        game(
            [obj("battlefield", "w", "Test Walker", counters={"loyalty": counters})],
            players=[{"id": "A", "library": 5}, {"id": "B", "library": 5}],
            actions=actions,
            cards=[WALKER],
            **more,
        )
    )


def _activations(state: Any) -> dict[int, tuple[bool, str | None, tuple[str, ...]]]:
    return {
        a.ability: (a.allowed, a.reason, a.rules)
        for a in legal_actions(state)
        if a.kind == "activate" and a.object == "w"
    }


def test_the_loyalty_cost_reads_a_printed_symbol_as_its_number() -> None:
    """606.4: +N puts N counters on, −N (U+2212 or -) removes N, 0 neither; −X stays X."""
    read = [Cost(loyalty=s).loyalty for s in ("+1", "−2", "-7", "0", "−X", 2, None)]
    assert read == [1, -2, -7, 0, "-X", 2, None]


def test_a_loyalty_cost_that_isnt_a_loyalty_symbol_is_refused() -> None:
    with pytest.raises(ValidationError, match=r"a loyalty symbol has a sign, \+N or −N"):
        Cost(loyalty="2")
    with pytest.raises(ValidationError, match="only −X is a loyalty cost with X"):
        Cost(loyalty="+X")
    bad = {**PLUS, "cost": {"loyalty": "2"}}
    data = game([obj("battlefield", "w", "Test Walker")], cards=[_walker("Test Walker", 3, bad)])
    with pytest.raises(ScenarioError) as caught:
        load(data)
    assert caught.value.path == "cards[0].abilities[0]"


def test_a_plus_ability_puts_loyalty_counters_on_as_its_cost() -> None:
    state, events = _walker_game([{"player": "A", "activate": "w", "ability": 1}])
    assert state.objects["w"].counters == (("loyalty", 4),)
    [pay] = of_kind(events, "pay")
    assert pay.rules == ("606.4",)
    assert "puts 1 loyalty counter on Test Walker to pay [+1] (loyalty 3 → 4)" in pay.text
    assert state.stack == ("a1",)


def test_legal_actions_offer_each_loyalty_ability_the_planeswalker_can_pay_for() -> None:
    state, _ = _walker_game([], counters=2)
    offered = _activations(state)
    assert offered[1] == (True, None, ())
    allowed, reason, rules = offered[2]
    assert (allowed, rules) == (False, ("606.6",))
    assert reason == "Test Walker has 2 loyalty counters, fewer than the 3 its [−3] cost removes"
    assert offered[3][0] is True  # −X: X up to 2 is still to be chosen (107.3a)
    assert offered[4] == (True, None, ())


def test_only_one_loyalty_ability_of_a_permanent_per_turn() -> None:
    """606.3: after the +1, each of its loyalty abilities is refused, saying why."""
    state, _ = _walker_game([{"player": "A", "activate": "w", "ability": 1}, {"resolve": "stack"}])
    refused = _activations(state)
    reason = (
        "a loyalty ability of Test Walker has already been activated this turn, and only "
        "one can be each turn"
    )
    assert refused == dict.fromkeys((1, 2, 3, 4), (False, reason, ("606.3",)))
    again, _ = _walker_game(
        [
            {"player": "A", "activate": "w", "ability": 1},
            {"resolve": "stack"},
            {"player": "A", "activate": "w", "ability": 4},
        ]
    )
    assert error_rules(again) == ["606.3"]


def test_a_loyalty_ability_can_be_activated_again_in_a_later_turn() -> None:
    state, _ = _walker_game(
        [
            {"player": "A", "activate": "w", "ability": 1},
            {"resolve": "stack"},
            {"advance_to": "main1", "turn": 5},
            {"player": "A", "activate": "w", "ability": 1},
        ]
    )
    assert error_rules(state) is None
    assert state.objects["w"].counters == (("loyalty", 5),)


def test_loyalty_abilities_are_activated_only_at_sorcery_timing() -> None:
    """606.3: in its controller's main phase with an empty stack: not on an opponent's turn,
    not with a spell on the stack, not in the beginning of combat."""
    theirs, _ = _walker_game([], turn={"number": 3, "active": "B", "step": "main1"})
    assert _activations(theirs)[1][1:] == (
        "Test Walker's loyalty abilities can be activated only in its controller's main "
        "phase with an empty stack: it isn't their turn",
        ("606.3",),
    )
    combat, _ = _walker_game([], turn={"number": 3, "active": "A", "step": "beginning_of_combat"})
    assert _activations(combat)[1][1] is not None
    assert "it isn't a main phase" in str(_activations(combat)[1][1])
    stacked, _ = _walker_game(
        [
            {"player": "A", "activate": "w", "ability": 4},
            {"player": "A", "activate": "w", "ability": 1},
        ]
    )
    assert error_rules(stacked) == ["606.3"]


def test_only_its_controller_activates_a_loyalty_ability() -> None:
    state, _ = _walker_game([{"player": "B", "activate": "w", "ability": 1}])
    assert error_rules(state) == ["602.2"]


def test_a_minus_ability_that_removes_the_last_counters_still_resolves() -> None:
    """606.4 then 704.5i: the planeswalker goes to the graveyard as soon as state-based actions
    are checked; the ability on the stack is independent of its source (113.7a)."""
    state, events = _walker_game(
        [{"player": "A", "activate": "w", "ability": 2, "targets": ["B"]}, {"resolve": "stack"}]
    )
    assert state.objects["w"].zone.value == "graveyard"
    assert state.player("B").life == 17
    assert [e.kind for e in events if e.kind in ("pay", "sba", "damage")] == [
        "pay",
        "sba",
        "damage",
    ]


def test_minus_x_removes_x_counters_and_x_is_at_most_the_loyalty() -> None:
    state, events = _walker_game(
        [
            {"player": "A", "activate": "w", "ability": 3, "targets": ["B"], "x": 2},
            {"resolve": "stack"},
        ]
    )
    assert state.objects["w"].counters == (("loyalty", 1),)
    assert state.player("B").life == 18
    assert "to pay [−X] (X is 2) (loyalty 3 → 1)" in of_kind(events, "pay")[0].text
    over, _ = _walker_game(
        [{"player": "A", "activate": "w", "ability": 3, "targets": ["B"], "x": 4}]
    )
    assert error_rules(over) == ["606.6"]


def test_a_loyalty_ability_that_adds_mana_isnt_a_mana_ability() -> None:
    """605.1a: a loyalty ability isn't a mana ability, so it uses the stack."""
    state, events = _walker_game([{"player": "A", "activate": "w", "ability": 4}])
    assert state.stack == ("a1",)
    assert [e.rules for e in of_kind(events, "activate")] == [("602.2a",)]
    assert of_kind(events, "pay")[0].text.startswith("Player A pays [0]")


def test_a_corpus_planeswalkers_unread_loyalty_abilities_are_listed_after_its_read_one() -> None:
    """Nicol Bolas, Planeswalker's [+3] and [−2] are read from their lines (606.2, 606.4) and
    are abilities 1 and 2; its [−9] (seven discards and sacrifices) isn't modelled:
    legal_actions lists it after them, unsupported (naming its line, no rule)."""
    state, _ = play(game([obj("battlefield", "bolas", BOLAS)]))
    listed = [a for a in legal_actions(state) if a.kind == "activate" and a.object == "bolas"]
    assert [a.label.split(": ", 1)[1].split(":")[0] for a in listed] == ["[+3]", "[−2]", "[−9]"]
    assert [a.ability for a in listed] == [1, 2, 3]
    *read, last = listed
    unread = [last]
    assert not any(a.unsupported for a in read)
    assert all(a.unsupported and not a.allowed and a.rules == () for a in unread)
    line = unread[0].line
    assert line.startswith("[−9]: Nicol Bolas deals 7 damage")
    assert unread[0].reason == (
        f"Nicol Bolas, Planeswalker's text “{line}” isn't modelled, so the engine can't activate it"
    )
