"""Property tests: the scenario format round-trips, and legal play never breaks the engine."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core.state import GameState, Zone
from engine.driver.game import is_finished, step
from engine.driver.run import run
from engine.driver.scenario import Answer, parse_action, parse_scenario
from engine.driver.setup import new_game
from tests.engine.strategies import scenario_data, small_game

MODEST = settings(max_examples=100, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@MODEST
@given(scenario_data())
def test_scenario_round_trips_through_canonical_json(data: dict[str, Any]) -> None:
    scenario = parse_scenario(data)
    text = scenario.to_json()
    again = parse_scenario(text)
    assert again == scenario
    assert again.to_json() == text


@MODEST
@given(scenario_data())
def test_generated_scenarios_run_without_crashing(data: dict[str, Any]) -> None:
    """Random (mostly illegal) actions end in an output with exit 0, 3 or 4, never an exception."""
    output, status = run(data)
    assert status in (0, 3, 4)
    assert (output["error"] is None) == (status == 0)
    if status == 3:
        assert output["error"]["kind"] == "illegal_action"


def test_round_trip_keeps_every_action_kind() -> None:
    data = {
        "players": [{"id": "A"}, {"id": "B"}],
        "turn": {"active": "A"},
        "objects": [{"id": "bolt", "card": "Lightning Bolt", "owner": "A", "zone": "hand"}],
        "actions": [
            {"player": "A", "cast": "bolt", "targets": ["B"], "pay": "{R}"},
            {"player": "A", "activate": "bolt", "ability": 2, "costs": {"sacrifice": ["bolt"]}},
            {"player": "A", "play_land": "bolt"},
            {"pass": True},
            {"resolve": "top"},
            {"advance_to": "upkeep", "turn": 4},
            {"sticker": {"object": "bolt", "words": "Big", "position": 1}},
            {"edit": {"id": "bolt", "damage": 1}},
        ],
        "choices": [{"target": ["B"]}, {"object": None}],
    }
    scenario = parse_scenario(data)
    out = parse_scenario(scenario.to_json()).to_data()
    assert out["actions"] == data["actions"]
    assert out["choices"] == data["choices"]


# -- legal play ----------------------------------------------------------------------------------


def check_zones(state: GameState) -> None:
    """Every object is in exactly one zone, and the ordered zones agree with the objects."""
    stack = state.stack
    assert len(set(stack)) == len(stack), f"an id is twice on the stack: {stack}"
    for item in stack:
        if item in state.abilities:
            assert item not in state.objects, f"{item} is both an ability and an object"
        else:
            assert state.objects[item].zone is Zone.STACK, f"{item} on the stack isn't in STACK"
    assert set(state.abilities) <= set(stack), "an ability exists off the stack"
    on_stack = {o.id for o in state.objects.values() if o.zone is Zone.STACK}
    assert on_stack <= set(stack), f"objects in STACK but not on the stack: {on_stack - set(stack)}"
    for zone, ordered in ((Zone.LIBRARY, state.libraries), (Zone.GRAVEYARD, state.graveyards)):
        listed: list[str] = []
        for owner, ids in ordered.items():
            for object_id in ids:
                obj = state.objects.get(object_id)
                assert obj is not None, f"{zone.value} of {owner} lists missing {object_id}"
                assert obj.zone is zone, f"{object_id} listed in {zone.value} is in {obj.zone}"
                assert obj.owner == owner, f"{object_id} is in {owner}'s {zone.value}"
            listed += ids
        assert len(set(listed)) == len(listed), f"an id is listed twice in {zone.value}s"
        in_zone = {o.id for o in state.objects.values() if o.zone is zone}
        assert in_zone == set(listed), f"{zone.value} objects and lists differ"
    for obj in state.objects.values():
        if obj.zone is not Zone.BATTLEFIELD:
            assert not obj.tapped, f"{obj.id} off the battlefield is tapped"
            assert not obj.damage, f"{obj.id} off the battlefield has damage"
    for p in state.players:
        assert state.library_size(p.id) >= 0


def candidate_actions(state: GameState, draw: st.DrawFn) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = [{"pass": True}]
    if state.stack:
        out += [{"resolve": "top"}, {"resolve": "stack"}]
    out.append({"advance_to": draw(st.sampled_from(["main1", "main2", "end", "upkeep"]))})
    for obj in state.objects.values():
        if obj.zone is Zone.HAND and obj.card.name != "(unknown card)":
            if "Land" in obj.card.types:
                out.append({"player": obj.owner, "play_land": obj.id})
            else:
                cast: dict[str, Any] = {"player": obj.owner, "cast": obj.id}
                if obj.card.cost.x_count:
                    cast["x"] = draw(st.integers(0, 3))
                out.append(cast)
        if obj.zone is Zone.BATTLEFIELD and obj.card.activated:
            out.append({"player": obj.controller, "activate": obj.id})
    return out


def answer(state: GameState, draw: st.DrawFn) -> Answer:
    choice = state.choice
    assert choice is not None
    options = list(choice.options)
    value: Any
    if choice.kind == "x":
        value = draw(st.integers(choice.min, min(choice.max, 4)))
    elif choice.kind in ("object", "mode"):
        value = draw(st.sampled_from(options))
    elif choice.kind == "order":
        value = draw(st.permutations(options))
    else:
        value = draw(
            st.lists(
                st.sampled_from(options), min_size=choice.min, max_size=choice.max, unique=True
            )
        )
    return Answer(kind=choice.kind, value=value)


def play(state: GameState, action: dict[str, Any], draw: st.DrawFn) -> GameState:
    """Perform one action to its end, answering questions; check the zones after every step."""
    state = replace(state, script=(parse_action(action, "action"),))
    for _ in range(500):
        if state.choice is not None and not state.answers:
            state = replace(state, answers=(answer(state, draw),))
        if is_finished(state):
            return state
        state, _ = step(state)
        check_zones(state)
    raise AssertionError(f"{action} did not finish in 500 steps")


@MODEST
@given(small_game(), st.data())
def test_legal_play_never_crashes_and_keeps_zones_consistent(
    data: dict[str, Any], choices: st.DataObject
) -> None:
    state = new_game(parse_scenario(data))
    check_zones(state)
    for _ in range(6):
        if state.game_over:
            break
        action = choices.draw(st.sampled_from(candidate_actions(state, choices.draw)))
        after = play(state, action, choices.draw)
        if after.error is not None:
            # Refused: the engine said why, citing a rule (or it ran out of budget).
            assert after.error["kind"] in ("illegal_action", "limit")
            if after.error["kind"] == "illegal_action":
                assert after.error["rules"], f"{action} refused without a rule"
            continue
        state = after
