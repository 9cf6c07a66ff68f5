"""Vehicles and crew (CR 301.7, 702.122): what "Crew N" is read as, the creatures that pay it,
and the Vehicle it makes an artifact creature until end of turn."""

from __future__ import annotations

import pytest

from engine.cards.compiler import compile_face
from engine.cards.store import corpus_card
from engine.core.mana import pool_text
from engine.derived.characteristics import characteristics
from engine.driver.output import object_out
from tests.engine.helpers import error_rules, game, obj, of_kind, play


@pytest.mark.parametrize(("name", "n"), [("Consulate Dreadnought", 6), ("Smuggler's Copter", 1)])
def test_crew_is_read_as_an_activated_ability_tapping_creatures(name: str, n: int) -> None:
    card = corpus_card(name)
    assert card is not None
    compiled = compile_face(card.name, card.front.name, card.front.text, card.front.types)
    found = next(r for r in compiled.readings if r.line.startswith("Crew"))
    assert (found.outcome, found.template) == ("recognised", "crew")
    ability = found.abilities[0]
    assert ability["cost"] == {
        "tap_untapped": {
            "filter": {"types": ["Creature"], "controller": "you", "other": True},
            "total_power": n,
        }
    }
    assert ability["effects"][0]["modifications"] == [
        {"op": "add_types", "types": ["Artifact", "Creature"]}
    ]
    assert f"total power {n} or greater (crew, 702.122a)" in found.words
    assert "becomes artifact creature (layer 4, 613.1d) until end of turn" in found.words


def test_a_summoning_sick_creature_crews_and_the_vehicle_becomes_a_creature() -> None:
    state, events = play(
        game(
            [
                obj("battlefield", "copter", "Smuggler's Copter"),
                obj("battlefield", "elves", "Llanowar Elves", summoning_sick=True),
            ],
            actions=[
                {"player": "A", "activate": "copter", "costs": {"tap": ["elves"]}},
                {"resolve": "stack"},
            ],
        )
    )
    assert error_rules(state) is None
    assert state.objects["elves"].tapped
    chars = characteristics(state, state.objects["copter"])
    assert chars.is_creature
    assert (chars.power, chars.toughness) == (3, 3)
    assert [e.rules[0] for e in of_kind(events, "pay")] == ["702.122b"]


def test_a_vehicle_that_isnt_a_creature_shows_no_power() -> None:
    state, _ = play(game([obj("battlefield", "copter", "Smuggler's Copter")]))
    assert not characteristics(state, state.objects["copter"]).is_creature
    shown = object_out(state, state.objects["copter"])
    assert (shown["power"], shown["toughness"]) == (None, None)


@pytest.mark.parametrize(
    ("tap", "why"),
    [
        ([], "total power 1 or greater"),
        (["wall"], "total 0"),
        (["theirs"], "not a permanent player A controls"),
        (["copter"], "can't crew itself"),
        (["elves", "elves"], "named twice"),
    ],
)
def test_crew_is_refused_without_enough_power_of_your_other_untapped_creatures(
    tap: list[str], why: str
) -> None:
    state, _ = play(
        game(
            [
                obj("battlefield", "copter", "Smuggler's Copter"),
                obj("battlefield", "elves", "Llanowar Elves"),
                obj("battlefield", "wall", "Wall of Wood"),
                obj("battlefield", "theirs", "Grizzly Bears", "B"),
            ],
            actions=[{"player": "A", "activate": "copter", "costs": {"tap": tap}}],
        )
    )
    assert (error_rules(state) or [""])[0] == "702.122a"
    assert state.error is not None
    assert why in state.error["message"]
    assert not state.objects["elves"].tapped


def test_a_tapped_creature_cant_crew() -> None:
    state, _ = play(
        game(
            [
                obj("battlefield", "copter", "Smuggler's Copter"),
                obj("battlefield", "elves", "Llanowar Elves", tapped=True),
            ],
            actions=[{"player": "A", "activate": "copter", "costs": {"tap": ["elves"]}}],
        )
    )
    assert error_rules(state) == ["702.122a"]
    assert state.error is not None
    assert "already tapped" in state.error["message"]


def test_tapping_for_a_cost_without_one_is_refused() -> None:
    state, _ = play(
        game(
            [
                obj("battlefield", "bolt", "Prodigal Sorcerer"),
                obj("battlefield", "elves", "Llanowar Elves"),
            ],
            actions=[
                {"player": "A", "activate": "bolt", "targets": ["B"], "costs": {"tap": ["elves"]}}
            ],
        )
    )
    assert error_rules(state) == ["118.3"]
    assert not state.objects["elves"].tapped


def test_the_vehicle_is_a_creature_only_until_end_of_turn() -> None:
    state, _ = play(
        game(
            [
                obj("battlefield", "copter", "Smuggler's Copter"),
                obj("battlefield", "elves", "Llanowar Elves"),
            ],
            players=[{"id": "A", "library": 3}, {"id": "B", "library": 3}],
            actions=[
                {"player": "A", "activate": "copter", "costs": {"tap": ["elves"]}},
                {"resolve": "stack"},
                {"advance_to": "upkeep", "turn": 4},
            ],
        )
    )
    assert error_rules(state) is None
    assert not characteristics(state, state.objects["copter"]).is_creature


@pytest.mark.parametrize(
    ("name", "line", "filter_", "count"),
    [
        ("Springleaf Drum", "{T}, Tap an untapped creature", {"types": ["Creature"]}, 1),
        ("Heritage Druid", "Tap three untapped Elves", {"subtypes": ["Elf"]}, 3),
        ("Diversionary Tactics", "Tap two untapped creatures", {"types": ["Creature"]}, 2),
    ],
)
def test_a_cost_tapping_untapped_permanents_is_read(
    name: str, line: str, filter_: dict[str, object], count: int
) -> None:
    card = corpus_card(name)
    assert card is not None
    compiled = compile_face(card.name, card.front.name, card.front.text, card.front.types)
    found = next(r for r in compiled.readings if r.line.startswith(line))
    assert found.outcome == "recognised"
    tapped = found.abilities[0]["cost"]["tap_untapped"]
    assert tapped == {"filter": {**filter_, "controller": "you"}, "count": count}
    assert f"tap {count} untapped" in found.words


def _drum(tap: list[str], **more: object) -> dict[str, object]:
    return game(
        [
            obj("battlefield", "drum", "Springleaf Drum"),
            obj("battlefield", "bears", "Grizzly Bears", summoning_sick=True),
            obj("battlefield", "wall", "Wall of Wood"),
            obj("battlefield", "theirs", "Grizzly Bears", "B"),
        ],
        actions=[{"player": "A", "activate": "drum", "costs": {"tap": tap}}],
        choices=[{"mana": "{G}"}],
        **more,  # type: ignore[arg-type]
    )


def test_a_summoning_sick_creature_is_tapped_for_a_mana_abilitys_cost() -> None:
    state, events = play(_drum(["bears"]))
    assert error_rules(state) is None
    assert state.objects["bears"].tapped
    assert state.objects["drum"].tapped
    assert pool_text(state.player("A").mana_pool) == "{G}"
    assert [e.rules for e in of_kind(events, "pay")][-1] == ("602.2b", "118.3")


@pytest.mark.parametrize(
    ("tap", "rules", "why"),
    [
        ([], ["602.2b", "118.3"], "0 named"),
        (["bears", "wall"], ["602.2b", "118.3"], "2 named"),
        (["theirs"], ["602.2b"], "not a permanent player A controls"),
        (["drum"], ["602.2b"], "isn't a creature"),
    ],
)
def test_a_tap_cost_needs_exactly_its_number_of_your_untapped_permanents(
    tap: list[str], rules: list[str], why: str
) -> None:
    state, _ = play(_drum(tap))
    assert error_rules(state) == rules
    assert state.error is not None
    assert why in state.error["message"]
    assert not state.objects["bears"].tapped
