"""Prevention effects (CR 615): shields made by a spell, used up or ending in the cleanup step,
static prevention, and protection's."""

from __future__ import annotations

from engine.core.state import Zone
from tests.engine.helpers import game, obj, of_kind, play
from tests.engine.replacement_cards import SWEEP, WARD_OFF, _prevent_then

# -- prevention (615) -----------------------------------------------------------------------------


def test_a_resolved_prevention_spell_creates_a_shield_with_an_id() -> None:
    state, events = play(_prevent_then("Shock", furnace=False))
    (created,) = of_kind(events, "prevention_effect")
    assert created.rules == ("615.7",)
    (prevented,) = of_kind(events, "prevent")
    assert prevented.rules == ("615.7",)
    assert state.objects["bears"].damage == 0
    (shield,) = state.replacement_effects
    assert (shield.id, shield.amount, shield.source) == ("r1", 1, "salve")


def test_a_shield_that_is_used_up_is_removed() -> None:
    state, events = play(_prevent_then("Lightning Bolt", furnace=False))
    assert state.replacement_effects == ()
    assert state.objects["bears"].damage == 0
    assert "used up" in of_kind(events, "prevent")[0].text


def test_this_turn_shields_end_in_the_cleanup_step() -> None:
    data = _prevent_then("Shock", furnace=False)
    data["actions"].append({"advance_to": "upkeep", "turn": 4})
    state, _ = play(data)
    assert state.replacement_effects == ()


def test_prevent_all_is_not_used_up() -> None:
    state, events = play(
        game(
            [
                obj("battlefield", "bears", "Grizzly Bears", "B"),
                obj("hand", "ward", "Ward Off"),
                obj("hand", "shock", "Shock"),
                obj("hand", "bolt", "Lightning Bolt"),
            ],
            players=[{"id": "A", "mana_pool": "{W}{R}{R}"}, {"id": "B"}],
            cards=[WARD_OFF],
            actions=[
                {"player": "A", "cast": "ward", "targets": ["bears"]},
                {"resolve": "stack"},
                {"player": "A", "cast": "shock", "targets": ["bears"]},
                {"resolve": "stack"},
                {"player": "A", "cast": "bolt", "targets": ["bears"]},
                {"resolve": "stack"},
            ],
        )
    )
    assert state.objects["bears"].damage == 0
    assert [e.rules for e in of_kind(events, "prevent")] == [("615.1a",), ("615.1a",)]
    assert not of_kind(events, "damage")


def test_a_static_prevention_of_one_applies_to_each_event() -> None:
    """615.10: "If a source would deal damage to you, prevent 1 of that damage"."""
    guard = {
        "name": "Pain Ward",
        "mana_cost": "{1}",
        "type_line": "Artifact",
        "abilities": [{"kind": "replacement", "event": "damage", "to": "you", "prevent": 1}],
    }
    state, events = play(
        game(
            [obj("battlefield", "ward", "Pain Ward", "B"), obj("hand", "shock", "Shock")],
            players=[{"id": "A", "mana_pool": "{R}"}, {"id": "B"}],
            cards=[guard],
            actions=[{"player": "A", "cast": "shock", "targets": ["B"]}, {"resolve": "stack"}],
        )
    )
    assert state.player("B").life == 19
    (prevented,) = of_kind(events, "prevent")
    assert prevented.rules == ("615.10",)


def test_a_static_prevention_for_you_does_not_protect_opponents() -> None:
    guard = {
        "name": "Pain Ward",
        "mana_cost": "{1}",
        "type_line": "Artifact",
        "abilities": [{"kind": "replacement", "event": "damage", "to": "you", "prevent": 1}],
    }
    state, events = play(
        game(
            [obj("battlefield", "ward", "Pain Ward", "A"), obj("hand", "shock", "Shock")],
            players=[{"id": "A", "mana_pool": "{R}"}, {"id": "B"}],
            cards=[guard],
            actions=[{"player": "A", "cast": "shock", "targets": ["B"]}, {"resolve": "stack"}],
        )
    )
    assert state.player("B").life == 18
    assert not of_kind(events, "prevent")


def test_protection_from_red_prevents_only_damage_from_red_sources() -> None:
    knights = [
        {
            "name": "Ember Warden",
            "mana_cost": "{1}{W}",
            "type_line": "Creature — Knight",
            "power": 2,
            "toughness": 2,
            "abilities": [f"Protection from {color}"],
        }
        for color in ("red",)
    ]
    blue = {**knights[0], "name": "Tide Warden", "abilities": ["Protection from blue"]}
    state, events = play(
        game(
            [
                obj("battlefield", "red", "Ember Warden", "B"),
                obj("battlefield", "blue", "Tide Warden", "B"),
                obj("hand", "sweep", "Fire Sweep"),
            ],
            players=[{"id": "A", "mana_pool": "{R}"}, {"id": "B"}],
            cards=[*knights, blue, SWEEP],
            actions=[{"player": "A", "cast": "sweep"}, {"resolve": "stack"}],
        )
    )
    assert state.objects["red"].zone is Zone.BATTLEFIELD
    assert state.objects["blue"].zone is Zone.GRAVEYARD
    (prevented,) = of_kind(events, "prevent")
    assert (prevented.rules, prevented.objects) == (("702.16e",), ("sweep", "red"))
