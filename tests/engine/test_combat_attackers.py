"""Combat (CR 506–511): declaring attackers (508) — tapping, vigilance, haste, what may attack and
when — and the triggers an attack makes (508.3a)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.state import Step
from tests.engine.combat_board import BEARS, LIONS, combat, life, objects_out
from tests.engine.helpers import error_rules, kinds, obj, of_kind, play

# -- declare attackers (508) ----------------------------------------------------------------------


def test_declared_attackers_become_tapped_and_attack_the_chosen_player() -> None:
    state, events = play(
        combat(
            [obj("battlefield", "bears", BEARS)],
            [{"advance_to": "declare_attackers"}, {"attack": {"bears": "B"}}],
        )
    )
    assert state.error is None
    (declared,) = of_kind(events, "declare_attackers")
    assert (declared.rules, declared.objects) == (("508.1",), ("bears",))
    assert [e.rules for e in of_kind(events, "tap")] == [("508.1f",)]
    assert state.objects["bears"].tapped
    assert objects_out(state)["bears"]["attacking"] == "B"
    # 508.2: the active player gets priority after the declaration.
    assert of_kind(events, "priority")[-1].rules == ("508.2",)


def test_vigilance_keeps_an_attacker_untapped() -> None:
    state, events = play(
        combat(
            [obj("battlefield", "w", "Watchman")],
            [{"advance_to": "declare_attackers"}, {"attack": {"w": "B"}}],
        )
    )
    assert not state.objects["w"].tapped
    assert [e.rules for e in of_kind(events, "vigilance")] == [("702.20b",)]
    assert not of_kind(events, "tap")
    assert objects_out(state)["w"]["attacking"] == "B"


@pytest.mark.parametrize(
    ("creature_obj", "rule"),
    [
        (obj("battlefield", "x", BEARS, tapped=True), "508.1a"),
        (obj("battlefield", "x", BEARS, summoning_sick=True), "302.6"),
        (obj("battlefield", "x", "Wall"), "702.3b"),
        (obj("battlefield", "x", BEARS, "B"), "508.1a"),
        (obj("battlefield", "x", "Mountain"), "506.3"),
        (obj("hand", "x", BEARS), "508.1a"),
    ],
    ids=["tapped", "summoning_sick", "defender", "opponents", "not_a_creature", "not_on_field"],
)
def test_illegal_attackers_are_refused_with_the_rule(
    creature_obj: dict[str, Any], rule: str
) -> None:
    state, events = play(
        combat([creature_obj], [{"advance_to": "declare_attackers"}, {"attack": {"x": "B"}}])
    )
    assert error_rules(state) == [rule]
    assert state.error is not None
    assert state.error["action_index"] == 1
    assert not of_kind(events, "declare_attackers")


def test_a_creature_cant_attack_its_own_controller() -> None:
    state, _ = play(
        combat(
            [obj("battlefield", "bears", BEARS)],
            [{"attack": {"bears": "A"}}],
            step="beginning_of_combat",
        )
    )
    assert error_rules(state) == ["506.2"]


def test_haste_lets_a_summoning_sick_creature_attack() -> None:
    state, _ = play(
        combat(
            [obj("battlefield", "hell", "Hellrider", summoning_sick=True)],
            [{"advance_to": "declare_attackers"}, {"attack": {"hell": "B"}}],
        )
    )
    assert state.error is None
    assert objects_out(state)["hell"]["attacking"] == "B"


def test_an_attack_given_at_the_beginning_of_combat_is_declared_as_the_next_step_begins() -> None:
    state, events = play(
        combat(
            [obj("battlefield", "bears", BEARS)],
            [{"attack": {"bears": "B"}}],
            step="beginning_of_combat",
        )
    )
    assert state.turn.step is Step.DECLARE_ATTACKERS
    ks = kinds(events)
    assert ks.index("all_passed") < ks.index("declare_attackers")
    assert objects_out(state)["bears"]["attacking"] == "B"


def test_an_attack_outside_combat_is_refused() -> None:
    state, _ = play(combat([obj("battlefield", "bears", BEARS)], [{"attack": {"bears": "B"}}]))
    assert error_rules(state) == ["508.1"]


def test_attackers_are_declared_once_per_combat() -> None:
    state, _ = play(
        combat(
            [obj("battlefield", "bears", BEARS), obj("battlefield", "lions", LIONS)],
            [
                {"advance_to": "declare_attackers"},
                {"attack": {"bears": "B"}},
                {"attack": {"lions": "B"}},
            ],
        )
    )
    assert error_rules(state) == ["508.1"]


def test_advancing_through_combat_declares_no_attackers() -> None:
    state, events = play(combat([obj("battlefield", "bears", BEARS)], [{"advance_to": "main2"}]))
    (declared,) = of_kind(events, "declare_attackers")
    assert declared.text == "Player A declares no attackers."
    assert [e.rules for e in of_kind(events, "skip")] == [("508.8",)]
    assert not state.objects["bears"].tapped
    assert life(state, "B") == 20


def test_an_empty_attack_declares_no_attackers_and_skips_to_end_of_combat() -> None:
    state, events = play(
        combat(
            [obj("battlefield", "bears", BEARS)],
            [{"advance_to": "declare_attackers"}, {"attack": {}}, {"pass": True}],
        )
    )
    assert state.turn.step is Step.END_OF_COMBAT
    assert [e.rules for e in of_kind(events, "skip")] == [("508.8",)]


def test_block_is_refused_when_nothing_attacks() -> None:
    state, _ = play(
        combat(
            [obj("battlefield", "bears", BEARS, "B")],
            [{"advance_to": "declare_attackers"}, {"attack": {}}, {"block": {}}],
        )
    )
    assert error_rules(state) == ["508.8"]


# -- attack triggers (508.3a) ---------------------------------------------------------------------


def test_hellrider_triggers_for_each_attacking_creature_its_controller_controls() -> None:
    state, events = play(
        combat(
            [
                obj("battlefield", "hell", "Hellrider", summoning_sick=True),
                obj("battlefield", "bears", BEARS),
                obj("battlefield", "ox", "Ox", "B"),
            ],
            [
                {"advance_to": "declare_attackers"},
                {"attack": {"hell": "B", "bears": "B"}},
                {"resolve": "stack"},
            ],
            choices=[{"order": ["a1", "a2"]}],
        )
    )
    assert state.error is None
    triggered = of_kind(events, "triggered")
    assert [(e.rules, e.objects) for e in triggered] == [
        (("508.3a", "603.2"), ("a1", "hell", "hell")),
        (("508.3a", "603.2"), ("a2", "hell", "bears")),
    ]
    # They go on the stack only when the active player would receive priority (508.2, 603.3).
    ks = kinds(events)
    assert (
        ks.index("declare_attackers")
        < ks.index("trigger")
        < ks.index("priority", ks.index("trigger"))
    )
    assert life(state, "B") == 18


def test_a_creature_made_attacking_never_attacked_and_triggers_nothing() -> None:
    state, events = play(
        combat(
            [obj("battlefield", "hell", "Hellrider"), obj("hand", "bears", BEARS)],
            [
                {"advance_to": "declare_attackers"},
                {"attack": {}},
                {"edit": {"id": "bears", "zone": "battlefield", "attacking": "B"}},
                {"advance_to": "main2"},
            ],
        )
    )
    assert state.error is None
    assert [e.rules for e in of_kind(events, "attacking")] == [("508.4",)]
    assert not of_kind(events, "triggered")
    # It is attacking: the combat steps aren't skipped now, and it deals combat damage.
    assert life(state, "B") == 18
