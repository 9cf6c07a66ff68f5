"""Combat (CR 506–511): declaring attackers (508) and blockers (509), combat damage (510), the
keywords that change them (702), removal from combat (506.4) and the end of combat (511.3)."""

from __future__ import annotations

from typing import Any

import pytest

from engine import IllegalActionError, block_declaration, load
from engine.core.errors import ScenarioError
from engine.core.state import GameState, Step
from engine.driver.output import state_out
from tests.engine.helpers import creature, error_rules, game, kinds, obj, of_kind, play

BEARS = "Grizzly Bears"  # 2/2
LIONS = "Savannah Lions"  # 2/1

CARDS = [
    creature("Wall", 0, 4, "Defender"),
    creature("Angel", 2, 2, "Flying"),
    creature("Spider", 1, 3, "Reach"),
    creature("Watchman", 2, 2, "Vigilance"),
    creature("Brute", 3, 3, "Menace"),
    creature("Duelist", 2, 2, "First strike"),
    creature("Twinblade", 2, 2, "Double strike"),
    creature("Stomper", 5, 5, "Trample"),
    creature("Viper", 1, 1, "Deathtouch"),
    creature("Trampling Viper", 3, 3, "Deathtouch", "Trample"),
    creature("Priest", 2, 2, "Lifelink"),
    creature("White Knight", 2, 2, "Protection from green"),
    creature("Ox", 0, 6),
    creature("Giant", 5, 5),
]


def combat(
    objects: list[dict[str, Any]],
    actions: list[dict[str, Any]],
    *,
    step: str = "main1",
    choices: list[dict[str, Any]] | None = None,
) -> dict[str, Any]:
    """A turn-3 scenario for player A, with the combat test creatures available."""
    return game(
        objects,
        cards=CARDS,
        turn={"number": 3, "active": "A", "step": step},
        actions=actions,
        choices=choices,
    )


def to_damage(attack: dict[str, str], block: dict[str, str] | None = None) -> list[dict[str, Any]]:
    """Declare, block, and go on to the postcombat main phase."""
    return [
        {"advance_to": "declare_attackers"},
        {"attack": attack},
        {"block": block or {}},
        {"advance_to": "main2"},
    ]


def objects_out(state: GameState) -> dict[str, dict[str, Any]]:
    return {o["id"]: o for o in state_out(state)["objects"]}


def life(state: GameState, player: str) -> int:
    return state.player(player).life


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


# -- combat damage (510) --------------------------------------------------------------------------


def test_unblocked_attacker_deals_damage_to_the_player_and_blocked_ones_fight() -> None:
    state, events = play(
        combat(
            [
                obj("battlefield", "bears", BEARS),
                obj("battlefield", "lions", LIONS),
                obj("battlefield", "ox", "Ox", "B"),
            ],
            to_damage({"bears": "B", "lions": "B"}, {"ox": "lions"}),
        )
    )
    assert state.error is None
    assert life(state, "B") == 18
    assert state.objects["ox"].damage == 2
    assigned = {e.objects[0]: e.rules for e in of_kind(events, "assign_damage")}
    assert assigned == {"bears": ("510.1b",), "lions": ("510.1c",), "ox": ("510.1a",)}
    (dealt,) = of_kind(events, "combat_damage")
    assert dealt.rules == ("510.2",)
    assert sorted(e.rules for e in of_kind(events, "damage")) == [("120.3a",), ("120.3e",)]


def test_first_strike_kills_the_blocker_before_it_deals_damage() -> None:
    state, events = play(
        combat(
            [obj("battlefield", "duelist", "Duelist"), obj("battlefield", "bears", BEARS, "B")],
            to_damage({"duelist": "B"}, {"bears": "duelist"}),
        )
    )
    assert state.objects["bears"].zone.value == "graveyard"
    assert state.objects["duelist"].damage == 0
    assert [e.rules for e in of_kind(events, "first_strike")] == [("510.4",)]
    assert [e.rules for e in of_kind(events, "second_damage_step")] == [("510.4",)]
    begun = [e for e in of_kind(events, "step") if "combat damage step" in e.text]
    assert len(begun) == 2


def test_double_strike_deals_damage_in_both_combat_damage_steps() -> None:
    state, events = play(
        combat([obj("battlefield", "twin", "Twinblade")], to_damage({"twin": "B"}))
    )
    assert life(state, "B") == 16
    (again,) = of_kind(events, "second_strike")
    assert again.rules == ("510.4", "702.4b")


def test_trample_assigns_lethal_damage_counting_damage_already_marked() -> None:
    state, events = play(
        combat(
            [
                obj("battlefield", "stomper", "Stomper"),
                obj("battlefield", "ox", "Ox", "B", damage=4),
            ],
            to_damage({"stomper": "B"}, {"ox": "stomper"}),
            choices=[{"damage": {"ox": 2, "B": 3}}],
        )
    )
    # The Ox (0/6) has 4 damage: 2 is lethal, 3 tramples over (702.19b).
    assert life(state, "B") == 17
    assert state.objects["ox"].zone.value == "graveyard"
    (assigned,) = [e for e in of_kind(events, "assign_damage") if e.objects == ("stomper",)]
    assert assigned.rules == ("510.1c", "702.19b")


def test_trample_asks_for_the_division_and_states_the_lethal_damage() -> None:
    state, _ = play(
        combat(
            [
                obj("battlefield", "stomper", "Stomper"),
                obj("battlefield", "ox", "Ox", "B", damage=4),
            ],
            to_damage({"stomper": "B"}, {"ox": "stomper"}),
        )
    )
    choice = state.choice
    assert choice is not None
    assert (choice.kind, choice.player, choice.options) == ("damage", "A", ("ox", "B"))
    assert (choice.min, choice.max, choice.rules) == (5, 5, ("510.1c", "702.19b"))
    assert "Ox needs 2" in choice.text


def test_trample_over_a_blocker_without_lethal_damage_is_refused() -> None:
    state, _ = play(
        combat(
            [
                obj("battlefield", "stomper", "Stomper"),
                obj("battlefield", "ox", "Ox", "B", damage=4),
            ],
            to_damage({"stomper": "B"}, {"ox": "stomper"}),
            choices=[{"damage": {"ox": 1, "B": 4}}],
        )
    )
    assert error_rules(state) == ["510.1c", "702.19b"]
    assert life(state, "B") == 20


def test_a_division_that_doesnt_add_up_is_refused() -> None:
    state, _ = play(
        combat(
            [
                obj("battlefield", "stomper", "Stomper"),
                obj("battlefield", "ox", "Ox", "B", damage=4),
            ],
            to_damage({"stomper": "B"}, {"ox": "stomper"}),
            choices=[{"damage": {"ox": 2}}],
        )
    )
    assert error_rules(state) == ["510.1c", "702.19b"]
    assert "adds up to 2, not the 5" in state.error["message"]


def test_trample_without_enough_for_lethal_has_one_assignment_and_is_not_asked() -> None:
    state, events = play(
        combat(
            [obj("battlefield", "stomper", "Stomper"), obj("battlefield", "ox", "Ox", "B")],
            to_damage({"stomper": "B"}, {"ox": "stomper"}),
        )
    )
    assert state.choice is None
    assert state.error is None
    assert state.objects["ox"].damage == 5
    assert life(state, "B") == 20
    assert not of_kind(events, "pending")


def test_deathtouch_makes_one_damage_lethal_for_trample_and_destroys() -> None:
    state, events = play(
        combat(
            [obj("battlefield", "tv", "Trampling Viper"), obj("battlefield", "ox", "Ox", "B")],
            to_damage({"tv": "B"}, {"ox": "tv"}),
            choices=[{"damage": {"ox": 1, "B": 2}}],
        )
    )
    assert life(state, "B") == 18
    (assigned,) = [e for e in of_kind(events, "assign_damage") if e.objects == ("tv",)]
    assert assigned.rules == ("510.1c", "702.19b", "702.2c")
    destroyed = [e for e in of_kind(events, "destroy") if e.objects == ("ox",)]
    assert [e.rules[0] for e in destroyed] == ["704.5h"]


def test_deathtouch_damage_on_an_indestructible_creature_is_forgotten() -> None:
    state, _ = play(
        combat(
            [
                obj("battlefield", "viper", "Viper"),
                obj("battlefield", "garg", "Darksteel Gargoyle", "B"),
            ],
            to_damage({"viper": "B"}, {"garg": "viper"}),
        )
    )
    assert state.error is None
    assert state.objects["garg"].zone.value == "battlefield"
    assert not state.objects["garg"].deathtouch_damage


def test_lifelink_gains_its_controller_life_for_combat_damage() -> None:
    state, events = play(combat([obj("battlefield", "p", "Priest")], to_damage({"p": "B"})))
    assert (life(state, "A"), life(state, "B")) == (22, 18)
    assert [e.rules for e in of_kind(events, "life")] == [("702.15b",)]


def test_a_blocked_creature_whose_blocker_is_gone_deals_no_damage_unless_it_tramples() -> None:
    def run(attacker: str) -> GameState:
        state, _ = play(
            game(
                [
                    obj("battlefield", "atk", attacker),
                    obj("battlefield", "ox", "Ox", "B"),
                    obj("hand", "unsummon", "Unsummon"),
                    obj("battlefield", "island", "Island"),
                ],
                cards=CARDS,
                actions=[
                    {"advance_to": "declare_attackers"},
                    {"attack": {"atk": "B"}},
                    {"block": {"ox": "atk"}},
                    {"player": "A", "activate": "island"},
                    {"player": "A", "cast": "unsummon", "targets": ["ox"]},
                    {"resolve": "stack"},
                    {"advance_to": "main2"},
                ],
            )
        )
        assert state.error is None
        return state

    assert life(run(BEARS), "B") == 20  # 509.1h: still blocked; 510.1c: no damage
    assert life(run("Stomper"), "B") == 15  # 702.19d: trample, all to the player


def test_multiple_blockers_divide_damage_as_the_attacking_player_chooses() -> None:
    """510.1c: any division among the blockers is legal, in any order (no lethal-first rule)."""
    objects = [
        obj("battlefield", "big", "Giant"),
        obj("battlefield", "l1", LIONS, "B"),
        obj("battlefield", "l2", LIONS, "B"),
        obj("battlefield", "b3", BEARS, "B"),
    ]
    actions = to_damage({"big": "B"}, {"l1": "big", "b3": "big", "l2": "big"})
    asked, _ = play(combat(objects, actions))
    assert asked.choice is not None
    assert (asked.choice.kind, asked.choice.options) == ("damage", ("l1", "b3", "l2"))
    state, events = play(combat(objects, actions, choices=[{"damage": {"l2": 5}}]))
    assert [state.objects[i].zone.value for i in ("l1", "b3", "l2")] == [
        "battlefield",
        "battlefield",
        "graveyard",
    ]
    assert state.objects["l2"].damage == 0  # it died: damage went with it
    (assigned,) = [e for e in of_kind(events, "assign_damage") if e.objects == ("big",)]
    assert assigned.rules == ("510.1c",)
    assert "divides Giant's 5 combat damage: 5 to Savannah Lions #2" in assigned.text


# -- leaving combat (506.4, 511.3) ----------------------------------------------------------------


def test_everything_is_removed_from_combat_as_the_end_of_combat_step_ends() -> None:
    state, events = play(
        combat(
            [obj("battlefield", "bears", BEARS), obj("battlefield", "ox", "Ox", "B")],
            to_damage({"bears": "B"}, {"ox": "bears"}),
        )
    )
    (ended,) = of_kind(events, "end_of_combat")
    assert (ended.rules, ended.objects) == (("511.3",), ("bears", "ox"))
    out = objects_out(state)
    assert out["bears"]["attacking"] is None
    assert out["ox"]["blocking"] is None
    assert state.combat is None


def test_a_creature_that_changes_controller_is_removed_from_combat() -> None:
    state, _ = play(
        combat(
            [obj("battlefield", "bears", BEARS)],
            [
                {"advance_to": "declare_attackers"},
                {"attack": {"bears": "B"}},
                {"edit": {"id": "bears", "controller": "B"}},
                {"advance_to": "main2"},
            ],
        )
    )
    assert state.error is None
    assert life(state, "B") == 20


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


def test_a_blockers_declaration_gives_each_creature_one_attacker() -> None:
    # 509.1a: each chosen creature blocks one attacker; a form's empty pick blocks nothing.
    picks = {"ogre": ["bear"], "wall": [""], "elf": []}
    assert block_declaration(picks) == {"ogre": "bear"}
    with pytest.raises(IllegalActionError) as refused:
        block_declaration({"ogre": ["bear", "goblin"]}, lambda i: i.title())
    assert (refused.value.message, refused.value.rules) == (
        "Ogre can block only one attacker, not 2",
        ("509.1a",),
    )
