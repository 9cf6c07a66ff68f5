"""Combat (CR 506–511): combat damage (510) and the keywords that change it (first and double
strike, trample and its division, deathtouch, lifelink, several blockers), then removal from
combat (506.4) and the end of combat (511.3)."""

from __future__ import annotations

from engine.core.state import GameState
from tests.engine.combat_board import BEARS, CARDS, LIONS, combat, life, objects_out, to_damage
from tests.engine.helpers import error_rules, game, obj, of_kind, play

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
