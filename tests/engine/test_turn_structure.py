"""Turn structure (CR 500–514, no combat yet): untap (502.3, 122.1d, 302.6), the first draw
(103.8), mana emptying (500.5), skipped combat steps (508.8) and cleanup (514)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine import load
from engine.cards.vocabulary import ModifyPowerToughness
from engine.core.state import ContinuousEffect, Step, Zone
from engine.rules.turn import STEP_NAMES
from tests.engine.helpers import game, kinds, obj, of_kind, play, steps

#: From A's end step (turn 3) to B's upkeep (turn 4): cleanup, then B's untap step.
TO_B_UPKEEP = [{"advance_to": "upkeep", "turn": 4}]


def _end_step(objects: list[dict[str, Any]], **changes: Any) -> dict[str, Any]:
    changes.setdefault("actions", TO_B_UPKEEP)
    return game(objects, turn={"number": 3, "active": "A", "step": "end"}, **changes)


def _begun(events: list[Any]) -> list[str]:
    """The steps that began, by their names."""
    names = {f"The {name} of": step.value for step, name in STEP_NAMES.items()}
    out = []
    for e in of_kind(events, "step"):
        out += [value for prefix, value in names.items() if e.text.startswith(prefix)]
    return out


# -- untap ----------------------------------------------------------------------------------------


def test_the_active_player_untaps_their_permanents_and_only_theirs() -> None:
    state, events = play(
        _end_step(
            [
                obj("battlefield", "b_land", "Forest", "B", tapped=True),
                obj("battlefield", "b_bears", "Grizzly Bears", "B", tapped=True),
                obj("battlefield", "a_land", "Forest", "A", tapped=True),
            ]
        )
    )
    assert state.turn.number == 4
    assert state.turn.active == "B"
    assert not state.objects["b_land"].tapped
    assert not state.objects["b_bears"].tapped
    assert state.objects["a_land"].tapped
    (untap,) = of_kind(events, "untap")
    assert untap.rules == ("502.3",)
    assert set(untap.objects) == {"b_land", "b_bears"}


def test_a_stun_counter_is_removed_instead_of_untapping() -> None:
    state, events = play(
        _end_step(
            [obj("battlefield", "bears", "Grizzly Bears", "B", tapped=True, counters={"stun": 2})]
        )
    )
    bears = state.objects["bears"]
    assert bears.tapped
    assert bears.counter("stun") == 1
    assert [e.rules for e in of_kind(events, "stun")] == [("122.1d",)]


def test_an_untapped_permanent_keeps_its_stun_counter() -> None:
    # 122.1d replaces untapping; a permanent that is already untapped doesn't untap.
    state, events = play(
        _end_step([obj("battlefield", "bears", "Grizzly Bears", "B", counters={"stun": 1})])
    )
    assert state.objects["bears"].counter("stun") == 1
    assert not of_kind(events, "stun")


def test_summoning_sickness_ends_as_its_controllers_turn_begins() -> None:
    state, _ = play(
        _end_step(
            [
                obj("battlefield", "b_bears", "Grizzly Bears", "B", summoning_sick=True),
                obj("battlefield", "a_bears", "Grizzly Bears", "A", summoning_sick=True),
            ]
        )
    )
    # 302.6: B has controlled b_bears continuously since their most recent turn began; A's
    # most recent turn began before A got a_bears.
    assert not state.objects["b_bears"].summoning_sick
    assert state.objects["a_bears"].summoning_sick


def test_no_player_receives_priority_in_the_untap_step() -> None:
    _, events = play(_end_step([]))
    start = next(i for i, e in enumerate(events) if e.kind == "turn")
    upkeep = next(i for i, e in enumerate(events) if i > start and "upkeep" in e.text)
    assert "priority" not in kinds(events[start:upkeep])


def test_a_new_turn_resets_land_plays_and_the_spell_count() -> None:
    state, _ = play(
        game(
            turn={
                "number": 3,
                "active": "A",
                "step": "end",
                "lands_played": 1,
                "spells_cast_this_turn": 2,
            },
            actions=TO_B_UPKEEP,
        )
    )
    assert (state.turn.lands_played, state.turn.spells_cast) == (0, 0)


# -- draw -----------------------------------------------------------------------------------------


def _first_turn(active: str, players: list[dict[str, Any]]) -> tuple[Any, list[Any]]:
    return play(
        game(
            players=players,
            turn={"number": 1, "active": active, "step": "upkeep"},
            actions=[{"advance_to": "main1"}],
        )
    )


def test_the_starting_player_skips_the_draw_of_their_first_turn() -> None:
    state, events = _first_turn("A", [{"id": "A", "library": 5}, {"id": "B", "library": 5}])
    assert state.hand_size("A") == 0
    assert [e.rules for e in of_kind(events, "skip")] == [("103.8a",)]
    assert not of_kind(events, "draw")


def test_the_player_whose_turn_one_it_is_plays_first_wherever_listed() -> None:
    # Turn 1 is the starting player's turn by definition, even if B is listed second.
    state, events = _first_turn("B", [{"id": "A", "library": 5}, {"id": "B", "library": 5}])
    assert state.hand_size("B") == 0
    assert [e.rules for e in of_kind(events, "skip")] == [("103.8a",)]


def test_the_other_player_draws_on_their_first_turn() -> None:
    state, events = play(
        game(
            players=[{"id": "A", "library": 5}, {"id": "B", "library": 5}],
            turn={"number": 2, "active": "B", "step": "upkeep"},
            actions=[{"advance_to": "main1"}],
        )
    )
    assert state.hand_size("B") == 1
    assert [e.rules for e in of_kind(events, "draw")] == [("504.1", "121.1")]


def test_in_a_multiplayer_game_no_player_skips_their_first_draw() -> None:
    # 103.8c: only two-player (and Two-Headed Giant) games skip the first draw.
    players = [{"id": p, "library": 5} for p in ("A", "B", "C")]
    state, events = _first_turn("A", players)
    assert state.hand_size("A") == 1
    assert not of_kind(events, "skip")


# -- mana, combat ---------------------------------------------------------------------------------


def test_unspent_mana_empties_as_a_step_ends() -> None:
    state, events = play(
        game(players=[{"id": "A", "mana_pool": "{R}{G}"}, {"id": "B"}], actions=[{"pass": True}])
    )
    assert state.turn.step is Step.BEGINNING_OF_COMBAT
    assert state.player("A").mana_pool == (0, 0, 0, 0, 0, 0)
    (emptied,) = of_kind(events, "mana_empties")
    assert (emptied.rules, emptied.objects) == (("500.5",), ("A",))


def test_without_attackers_the_declare_blockers_and_combat_damage_steps_are_skipped() -> None:
    state, events = play(game(actions=[{"advance_to": "main2"}]))
    assert state.turn.step is Step.MAIN2
    assert _begun(events) == [
        "beginning_of_combat",
        "declare_attackers",
        "end_of_combat",
        "main2",
    ]
    assert [e.rules for e in of_kind(events, "skip")] == [("508.8",)]


# -- cleanup --------------------------------------------------------------------------------------


def _hand(n: int, owner: str = "A") -> list[dict[str, Any]]:
    return [obj("hand", f"card{i}", "Forest", owner) for i in range(n)]


def test_cleanup_asks_the_active_player_which_cards_to_discard() -> None:
    state, _events = play(_end_step(_hand(9)))
    choice = state.choice
    assert choice is not None
    assert (choice.kind, choice.player, choice.rules) == ("discard", "A", ("514.1",))
    assert (choice.min, choice.max) == (2, 2)
    assert len(choice.options) == 9


def test_cleanup_discards_the_chosen_cards_down_to_maximum_hand_size() -> None:
    state, events = play(_end_step(_hand(9), choices=[{"discard": ["card3", "card7"]}]))
    assert state.objects["card3"].zone is Zone.GRAVEYARD
    assert state.objects["card7"].zone is Zone.GRAVEYARD
    assert state.hand_size("A") == 7
    assert [e.rules for e in of_kind(events, "discard")] == [("514.1",)] * 2
    assert state.turn.number == 4


def test_a_discard_of_the_wrong_number_of_cards_is_refused() -> None:
    state, _ = play(_end_step(_hand(9), choices=[{"discard": ["card3"]}]))
    assert state.error is not None
    assert state.error["rules"] == ["514.1"]


def test_cleanup_discards_without_asking_when_every_card_must_go() -> None:
    state, _ = play(_end_step(_hand(2), players=[{"id": "A", "max_hand_size": 0}, {"id": "B"}]))
    assert state.hand_size("A") == 0
    assert state.choice is None


def test_only_the_active_player_discards_in_cleanup() -> None:
    state, _ = play(_end_step(_hand(9, owner="B")))
    # B is over the maximum too, but 514.1 applies to the active player only (and B's own
    # draw step hasn't come yet: the run stops at B's upkeep).
    assert state.hand_size("B") == 9
    assert state.choice is None


def test_cleanup_removes_damage_and_ends_until_end_of_turn_effects() -> None:
    state = load(
        _end_step(
            [
                obj("battlefield", "bears", "Grizzly Bears", "A", damage=1),
                obj("battlefield", "b_bears", "Grizzly Bears", "B", damage=1),
            ]
        )
    )
    ref = state.objects["bears"].ref
    pump = ContinuousEffect(
        id=1,
        source="bears",
        source_name="Grizzly Bears",
        timestamp=99,
        affected=(ref,),
        duration="end_of_turn",
        modifications=(ModifyPowerToughness(power=3, toughness=3),),
    )
    lasting = replace(
        pump, id=2, duration="permanent", modifications=(ModifyPowerToughness(power=1),)
    )
    state = replace(state, effects=(pump, lasting))
    state = state.with_object(replace(state.objects["bears"], regeneration_shields=1))
    state, events = play(state)
    bears = state.objects["bears"]
    # 514.2: damage on every permanent is removed, whoever controls it.
    assert bears.damage == 0
    assert state.objects["b_bears"].damage == 0
    assert state.effects == (lasting,)
    assert bears.regeneration_shields == 0
    cleanup = [e for e in of_kind(events, "cleanup") if e.rules == ("514.2",)]
    assert len(cleanup) == 1
    assert "1 “until end of turn” effect(s) end" in cleanup[0].text


def test_cleanup_normally_gives_no_player_priority() -> None:
    _, events = play(_end_step([]))
    start = next(i for i, e in enumerate(events) if "cleanup step" in e.text)
    turn = next(i for i, e in enumerate(events) if e.kind == "turn")
    assert "priority" not in kinds(events[start:turn])
    assert not [e for e in events if "514.3a" in e.rules]


def test_a_state_based_action_in_cleanup_gives_priority_then_another_cleanup_step() -> None:
    zero = {
        "id": "zero",
        "token": {"name": "Zero", "type_line": "Creature — Test", "power": 0, "toughness": 0},
        "controller": "A",
        "zone": "battlefield",
    }
    state = load(_end_step([zero]))
    history = steps(state)
    events = [e for _, ev in history for e in ev]
    assert [e.rules for e in of_kind(events, "cleanup")] == [
        ("514.2",),
        ("514.3a",),
        ("514.3a",),
        ("514.2",),
    ]
    assert _begun(events).count("cleanup") == 2
    assert history[-1][0].turn.number == 4


def test_a_stun_counter_also_replaces_an_untap_by_an_effect() -> None:
    # 122.1d is a replacement effect for any untapping, not only the untap step's.
    refresh = {
        "name": "Refresh",
        "mana_cost": "{U}",
        "type_line": "Instant",
        "targets": [{"kind": "permanent", "text": "target permanent"}],
        "effects": [{"op": "untap", "target": 0}],
    }
    state, events = play(
        game(
            [
                obj("battlefield", "bears", "Grizzly Bears", tapped=True, counters={"stun": 1}),
                obj("hand", "refresh", "Refresh"),
            ],
            cards=[refresh],
            players=[{"id": "A", "mana_pool": "{U}"}, {"id": "B"}],
            actions=[
                {"player": "A", "cast": "refresh", "targets": ["bears"]},
                {"resolve": "stack"},
            ],
        )
    )
    bears = state.objects["bears"]
    assert bears.tapped
    assert bears.counter("stun") == 0
    assert [e.rules for e in of_kind(events, "stun")] == [("122.1d",)]
    assert not of_kind(events, "untap")
