"""Zone changes (CR 400): a card that moves is a new object (400.7), cards go to their owner's
zones (400.3), and tokens that leave the battlefield cease to exist (111.7, 111.8, 704.5d)."""

from __future__ import annotations

from typing import Any

from engine import load
from engine.core.state import ObjectRef, Zone
from engine.operations.zones import move
from tests.engine.helpers import game, obj, of_kind, play


def _bears(**fields: Any) -> dict[str, Any]:
    return obj("battlefield", "bears", "Grizzly Bears", **fields)


def test_a_moved_card_is_a_new_incarnation_and_the_old_one_is_gone() -> None:
    state = load(game([_bears()]))
    old = state.objects["bears"].ref
    state, _ = move(state, "bears", Zone.GRAVEYARD)
    assert state.objects["bears"].incarnation == old.incarnation + 1
    # Anything that pointed at the old object (a target, a trigger) no longer finds it.
    assert state.current(old) is None
    assert state.current(state.objects["bears"].ref) is state.objects["bears"]


def test_a_moved_card_has_no_memory_of_its_status_counters_or_damage() -> None:
    state = load(game([_bears(tapped=True, damage=1, counters={"+1/+1": 2, "stun": 1})]))
    state, _ = move(state, "bears", Zone.HAND)
    moved = state.objects["bears"]
    assert (moved.tapped, moved.damage, moved.counters) == (False, 0, ())


def test_last_known_information_keeps_the_object_as_it_last_existed() -> None:
    state = load(game([_bears(tapped=True, damage=1, counters={"+1/+1": 2})]))
    state, _ = move(state, "bears", Zone.EXILE)
    lki = state.lki[ObjectRef("bears", 0)]
    assert lki.zone is Zone.BATTLEFIELD
    assert (lki.tapped, lki.damage, lki.counter("+1/+1")) == (True, 1, 2)


def test_a_permanent_returning_to_the_battlefield_is_a_new_summoning_sick_object() -> None:
    state = load(game([_bears(tapped=True)]))
    stamp = state.objects["bears"].timestamp
    state, _ = move(state, "bears", Zone.EXILE)
    state, _ = move(state, "bears", Zone.BATTLEFIELD, controller="A")
    back = state.objects["bears"]
    assert back.incarnation == 2
    assert back.summoning_sick
    assert not back.tapped
    # 613.7d: a new object gets a new timestamp.
    assert back.timestamp > stamp


def test_a_card_controlled_by_another_player_goes_to_its_owners_graveyard() -> None:
    state, events = play(
        game(
            [
                obj("battlefield", "bears", "Grizzly Bears", owner="B", controller="A"),
                obj("hand", "bolt", "Lightning Bolt", owner="A"),
            ],
            players=[{"id": "A", "mana_pool": "{R}"}, {"id": "B"}],
            actions=[{"player": "A", "cast": "bolt", "targets": ["bears"]}, {"resolve": "stack"}],
        )
    )
    bears = state.objects["bears"]
    assert bears.zone is Zone.GRAVEYARD
    # 400.3: owner B's graveyard, and out of play nobody but the owner controls it.
    assert state.graveyards["B"] == ("bears",)
    assert "bears" not in state.graveyards.get("A", ())
    assert bears.controller == "B"
    assert [e.rules for e in of_kind(events, "destroy")] == [("704.5g", "701.8a")]


def test_a_bounced_card_goes_to_its_owners_hand() -> None:
    state, _ = play(
        game(
            [
                obj("battlefield", "bears", "Grizzly Bears", owner="B", controller="A"),
                obj("hand", "unsummon", "Unsummon", owner="A"),
            ],
            players=[{"id": "A", "mana_pool": "{U}"}, {"id": "B"}],
            actions=[
                {"player": "A", "cast": "unsummon", "targets": ["bears"]},
                {"resolve": "stack"},
            ],
        )
    )
    assert state.objects["bears"].zone is Zone.HAND
    assert (state.hand_size("B"), state.hand_size("A")) == (1, 0)


def test_a_card_put_into_a_library_goes_on_top_or_bottom_of_its_owners_library() -> None:
    state = load(
        game(
            [
                obj("library", "lib", "Forest", owner="B"),
                _bears(owner="B", controller="A"),
                obj("hand", "bolt", "Lightning Bolt", owner="B"),
            ]
        )
    )
    state, _ = move(state, "bears", Zone.LIBRARY)
    assert state.libraries["B"] == ("lib", "bears")
    state, _ = move(state, "bolt", Zone.LIBRARY, to_bottom=True)
    assert state.libraries["B"] == ("bolt", "lib", "bears")


def _soldier(**fields: Any) -> dict[str, Any]:
    return {
        "id": "soldier",
        "token": {"name": "Soldier", "type_line": "Creature — Soldier", "power": 1, "toughness": 1},
        "controller": "B",
        "zone": "battlefield",
        **fields,
    }


def test_a_token_that_left_the_battlefield_exists_until_state_based_actions() -> None:
    state = load(game([_soldier()]))
    state, _ = move(state, "soldier", Zone.HAND)
    # 111.7 is a state-based action: until the next check it is a token in a hand.
    assert state.objects["soldier"].zone is Zone.HAND


def test_a_bounced_token_ceases_to_exist_when_state_based_actions_are_checked() -> None:
    state, events = play(
        game(
            [_soldier(), obj("hand", "unsummon", "Unsummon")],
            players=[{"id": "A", "mana_pool": "{U}"}, {"id": "B"}],
            actions=[
                {"player": "A", "cast": "unsummon", "targets": ["soldier"]},
                {"resolve": "top"},
            ],
        )
    )
    assert "soldier" not in state.objects
    (ceased,) = of_kind(events, "cease_to_exist")
    assert ceased.rules == ("704.5d", "111.7")
    # It ceased to exist after the spell finished resolving, when A would get priority.
    assert [e.kind for e in events].index("cease_to_exist") > [e.kind for e in events].index(
        "resolved"
    )


def test_a_flickered_token_does_not_come_back() -> None:
    state, events = play(
        game(
            [_soldier(controller="A"), obj("hand", "cs", "Cloudshift")],
            players=[{"id": "A", "mana_pool": "{W}"}, {"id": "B"}],
            actions=[{"player": "A", "cast": "cs", "targets": ["soldier"]}, {"resolve": "stack"}],
        )
    )
    assert "soldier" not in state.objects
    assert any("111.8" in e.rules for e in events)


def test_an_aura_whose_permanent_leaves_and_returns_is_not_attached_to_the_new_object() -> None:
    # 400.7: the creature that returns is a new object, so the Aura attached to the old one is
    # attached to nothing and goes to the graveyard (704.5m).
    aura = {"name": "Test Aura", "mana_cost": "{W}", "type_line": "Enchantment — Aura"}
    state, events = play(
        game(
            [
                _bears(),
                obj("battlefield", "aura", "Test Aura", attached_to="bears"),
                obj("hand", "cs", "Cloudshift"),
            ],
            cards=[aura],
            players=[{"id": "A", "mana_pool": "{W}"}, {"id": "B"}],
            actions=[{"player": "A", "cast": "cs", "targets": ["bears"]}, {"resolve": "stack"}],
        )
    )
    assert state.objects["bears"].zone is Zone.BATTLEFIELD
    assert state.objects["aura"].zone is Zone.GRAVEYARD
    assert [e.rules for e in of_kind(events, "sba")] == [("704.5m",)]


def test_an_equipment_whose_creature_leaves_stays_on_the_battlefield_unattached() -> None:
    # 301.5c / 704.5n: Equipment becomes unattached but remains on the battlefield.
    sword = {"name": "Test Sword", "mana_cost": "{1}", "type_line": "Artifact — Equipment"}
    state = load(
        game(
            [_bears(), obj("battlefield", "sword", "Test Sword", attached_to="bears")],
            cards=[sword],
        )
    )
    state, _ = move(state, "bears", Zone.EXILE)
    state, _ = move(state, "bears", Zone.BATTLEFIELD, controller="A")
    sword_now = state.objects["sword"]
    assert sword_now.zone is Zone.BATTLEFIELD
    assert sword_now.attached_to is None
