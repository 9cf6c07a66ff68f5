"""Combat (CR 506–511): declaring blockers (509) — evasion, flying and reach, menace, who may
block — and scenarios that start in combat, attackers and blockers given."""

from __future__ import annotations

import pytest

from engine import block_declaration, load
from engine.core.errors import ScenarioError
from engine.core.state import Step
from tests.engine.combat_board import BEARS, LIONS, combat, life, objects_out, to_damage
from tests.engine.helpers import error_rules, obj, of_kind, play

# -- declare blockers (509) -----------------------------------------------------------------------


def test_blockers_are_declared_and_attackers_become_blocked_or_unblocked() -> None:
    state, events = play(
        combat(
            [
                obj("battlefield", "bears", BEARS),
                obj("battlefield", "lions", LIONS),
                obj("battlefield", "ox", "Ox", "B"),
            ],
            [
                {"advance_to": "declare_attackers"},
                {"attack": {"bears": "B", "lions": "B"}},
                {"block": {"ox": "bears"}},
            ],
        )
    )
    assert state.turn.step is Step.DECLARE_BLOCKERS
    (declared,) = of_kind(events, "declare_blockers")
    assert (declared.rules, declared.objects) == (("509.1",), ("ox",))
    (status,) = of_kind(events, "blocked")
    assert status.rules == ("509.1h",)
    assert status.text == "Grizzly Bears is blocked; Savannah Lions is unblocked."
    assert objects_out(state)["ox"]["blocking"] == "bears"
    assert of_kind(events, "priority")[-1].rules == ("509.2",)


@pytest.mark.parametrize(
    ("attacker", "blocker", "rule"),
    [
        ("Angel", BEARS, "702.9b"),
        ("Brute", BEARS, "702.111b"),
        ("White Knight", BEARS, "702.16f"),
    ],
)
def test_evasion_restricts_blocks(attacker: str, blocker: str, rule: str) -> None:
    state, _ = play(
        combat(
            [obj("battlefield", "atk", attacker), obj("battlefield", "blk", blocker, "B")],
            to_damage({"atk": "B"}, {"blk": "atk"}),
        )
    )
    assert error_rules(state) == [rule]
    assert state.error is not None
    assert state.error["action_index"] == 2


def test_flying_can_be_blocked_by_reach_or_flying() -> None:
    state, _ = play(
        combat(
            [
                obj("battlefield", "angel", "Angel"),
                obj("battlefield", "angel2", "Angel"),
                obj("battlefield", "spider", "Spider", "B"),
                obj("battlefield", "angel3", "Angel", "B"),
            ],
            to_damage({"angel": "B", "angel2": "B"}, {"spider": "angel", "angel3": "angel2"}),
        )
    )
    assert state.error is None
    assert state.objects["angel2"].zone.value == "graveyard"  # traded with angel3
    assert life(state, "B") == 20


def test_menace_can_be_blocked_by_two_creatures() -> None:
    state, _ = play(
        combat(
            [
                obj("battlefield", "brute", "Brute"),
                obj("battlefield", "b1", BEARS, "B"),
                obj("battlefield", "b2", BEARS, "B"),
            ],
            to_damage({"brute": "B"}, {"b1": "brute", "b2": "brute"}),
            choices=[{"damage": {"b1": 2, "b2": 1}}],
        )
    )
    assert state.error is None
    assert state.objects["brute"].zone.value == "graveyard"
    # Player A divides the Brute's 3 damage: 2 to b1 (lethal), 1 to b2 (510.1c).
    assert state.objects["b1"].zone.value == "graveyard"
    assert state.objects["b2"].zone.value == "battlefield"


def test_tapped_creatures_and_non_defending_players_creatures_cant_block() -> None:
    tapped, _ = play(
        combat(
            [obj("battlefield", "bears", BEARS), obj("battlefield", "ox", "Ox", "B", tapped=True)],
            to_damage({"bears": "B"}, {"ox": "bears"}),
        )
    )
    assert error_rules(tapped) == ["509.1a"]
    own, _ = play(
        combat(
            [obj("battlefield", "bears", BEARS), obj("battlefield", "lions", LIONS)],
            to_damage({"bears": "B"}, {"lions": "bears"}),
        )
    )
    assert error_rules(own) == ["509.1a"]


# -- scenarios that start in combat ---------------------------------------------------------------


def test_a_scenario_can_start_with_creatures_attacking_and_blocking() -> None:
    data = combat(
        [
            obj("battlefield", "bears", BEARS, tapped=True, attacking="B"),
            obj("battlefield", "lions", LIONS, tapped=True, attacking="B"),
            obj("battlefield", "ox", "Ox", "B", blocking="bears"),
        ],
        [{"advance_to": "main2"}],
        step="declare_blockers",
    )
    start = objects_out(load(data))
    assert (start["bears"]["attacking"], start["ox"]["blocking"]) == ("B", "bears")
    state, events = play(data)
    assert life(state, "B") == 18
    assert state.objects["ox"].damage == 2
    assert not of_kind(events, "declare_blockers")


def test_blockers_can_be_declared_in_a_scenario_that_starts_in_declare_blockers() -> None:
    state, events = play(
        combat(
            [
                obj("battlefield", "bears", BEARS, tapped=True, attacking="B"),
                obj("battlefield", "ox", "Ox", "B"),
            ],
            [{"block": {"ox": "bears"}}, {"advance_to": "main2"}],
            step="declare_blockers",
        )
    )
    assert state.error is None
    assert [e.rules for e in of_kind(events, "declare_blockers")] == [("509.1",)]
    assert life(state, "B") == 20


@pytest.mark.parametrize(
    ("step", "fields", "path"),
    [
        ("main1", {"attacking": "B"}, "objects[0].attacking"),
        ("declare_attackers", {"attacking": "A"}, "objects[0].attacking"),
        ("declare_attackers", {"blocking": "bears"}, "objects[0].blocking"),
    ],
)
def test_combat_fields_are_checked_at_load(step: str, fields: dict[str, str], path: str) -> None:
    with pytest.raises(ScenarioError) as raised:
        load(combat([obj("battlefield", "bears", BEARS, **fields)], [], step=step))
    assert raised.value.path == path


def test_a_blockers_declaration_gives_each_creature_the_attackers_picked() -> None:
    # 509.1a: each chosen creature blocks the attacker picked, or the list of those picked (an
    # effect may let it block more; the declaration is checked as it is made); a form's empty
    # pick blocks nothing.
    picks = {"ogre": ["bear"], "wall": [""], "elf": [], "giant": ["bear", "goblin"]}
    assert block_declaration(picks) == {"ogre": "bear", "giant": ["bear", "goblin"]}
