"""Triggered abilities (CR 603): they wait for a player to receive priority (603.3), go on the
stack in APNAP order (603.3b), and are removed without a legal target (603.3d)."""

from __future__ import annotations

from typing import Any

from engine import load
from engine.core.events import ref_id
from tests.engine.helpers import creature, game, kinds, obj, of_kind, play, steps


def _watcher(name: str, caster: str = "any") -> dict[str, Any]:
    """A creature whose ability triggers whenever a player casts a spell (gain 1 life)."""
    return creature(
        name,
        1,
        1,
        {
            "kind": "triggered",
            "trigger": {"event": "cast", "caster": caster},
            "effects": [{"op": "gain_life", "amount": 1}],
            "text": f"Whenever a player casts a spell, you gain 1 life. ({name})",
        },
    )


HEALER = creature(
    "Healer",
    1,
    1,
    {
        "kind": "triggered",
        "trigger": {"event": "enters"},
        "effects": [{"op": "gain_life", "amount": 3}],
        "text": "When Healer enters, you gain 3 life.",
    },
    cost="{W}",
)


def test_an_enters_trigger_waits_until_a_player_would_receive_priority() -> None:
    state = load(
        game(
            [obj("hand", "healer", "Healer")],
            cards=[HEALER],
            players=[{"id": "A", "mana_pool": "{W}"}, {"id": "B"}],
            actions=[{"player": "A", "cast": "healer"}, {"resolve": "top"}],
        )
    )
    history = steps(state)
    entered = next(i for i, (_, ev) in enumerate(history) if "enters" in kinds(ev))
    at_entry = history[entered][0]
    # 603.6a: it triggered as Healer entered; 603.3: it goes on the stack only when a player
    # would next receive priority, after state-based actions.
    assert [t.source.id for t in at_entry.pending_triggers] == ["healer"]
    assert at_entry.stack == ()
    later = [e for _, ev in history[entered + 1 :] for e in ev]
    assert kinds(later).index("trigger") < kinds(later).index("priority")
    final = history[-1][0]
    assert final.stack == ("a1",)
    assert final.abilities["a1"].kind == "triggered"
    assert final.player("A").life == 20


def test_the_trigger_then_resolves_like_any_ability() -> None:
    state, events = play(
        game(
            [obj("hand", "healer", "Healer")],
            cards=[HEALER],
            players=[{"id": "A", "mana_pool": "{W}"}, {"id": "B"}],
            actions=[{"player": "A", "cast": "healer"}, {"resolve": "stack"}],
        )
    )
    assert state.player("A").life == 23
    assert [e.rules for e in of_kind(events, "trigger")] == [("603.3",)]


def test_the_active_players_triggers_go_on_the_stack_first() -> None:
    # B's watcher is older, so its trigger gets the first id; APNAP order still puts A's
    # trigger on the stack first (below B's), so B's resolves first (603.3b).
    state, events = play(
        game(
            [
                obj("battlefield", "wb", "Watcher B", "B"),
                obj("battlefield", "wa", "Watcher A", "A"),
                obj("hand", "bolt", "Lightning Bolt", "A"),
            ],
            cards=[_watcher("Watcher A"), _watcher("Watcher B")],
            players=[{"id": "A", "mana_pool": "{R}"}, {"id": "B"}],
            actions=[{"player": "A", "cast": "bolt", "targets": ["B"]}],
        )
    )
    assert [state.abilities[i].source.id for i in state.stack[1:]] == ["wa", "wb"]
    assert state.stack == ("bolt", "a2", "a1")
    assert of_kind(events, "trigger")[0].rules == ("603.3", "603.3b")


def test_on_the_other_players_turn_their_triggers_go_first() -> None:
    state, _ = play(
        game(
            [
                obj("battlefield", "wa", "Watcher A", "A"),
                obj("battlefield", "wb", "Watcher B", "B"),
                obj("hand", "bolt", "Lightning Bolt", "A"),
            ],
            cards=[_watcher("Watcher A"), _watcher("Watcher B")],
            turn={"number": 4, "active": "B", "step": "main1"},
            players=[{"id": "A", "mana_pool": "{R}"}, {"id": "B"}],
            actions=[{"player": "A", "cast": "bolt", "targets": ["B"]}],
        )
    )
    assert [state.abilities[i].controller for i in state.stack[1:]] == ["B", "A"]


def _two_of_mine(choices: list[dict[str, Any]]) -> dict[str, Any]:
    return game(
        [
            obj("battlefield", "w1", "Watcher One"),
            obj("battlefield", "w2", "Watcher Two"),
            obj("hand", "bolt", "Lightning Bolt"),
        ],
        cards=[_watcher("Watcher One", "you"), _watcher("Watcher Two", "you")],
        players=[{"id": "A", "mana_pool": "{R}"}, {"id": "B"}],
        actions=[{"player": "A", "cast": "bolt", "targets": ["B"]}],
        choices=choices,
    )


def test_a_player_with_two_triggers_is_asked_to_order_them() -> None:
    state, _ = play(_two_of_mine([]))
    choice = state.choice
    assert choice is not None
    assert (choice.kind, choice.player, choice.rules) == ("order", "A", ("603.3b",))
    assert set(choice.options) == {"a1", "a2"}
    assert (choice.min, choice.max) == (2, 2)
    assert state.stack == ("bolt",)


def test_the_first_trigger_listed_in_the_order_goes_on_the_stack_first() -> None:
    state, _ = play(_two_of_mine([{"order": ["a2", "a1"]}]))
    assert state.stack == ("bolt", "a2", "a1")
    assert state.turn.priority == "A"


def test_an_order_must_list_every_trigger_once() -> None:
    state, _ = play(_two_of_mine([{"order": ["a1", "a1"]}]))
    assert state.error is not None
    assert state.error["rules"] == ["603.3b"]


def test_a_trigger_without_a_legal_target_is_removed_from_the_stack() -> None:
    # Gadwick's "tap target nonland permanent an opponent controls": B controls only a land.
    brainstorm = {
        "name": "Think",
        "mana_cost": "{U}",
        "type_line": "Instant",
        "effects": [{"op": "draw", "amount": 1}],
    }
    state, events = play(
        game(
            [
                obj("battlefield", "gadwick", "Gadwick, the Wizened"),
                obj("battlefield", "forest", "Forest", "B"),
                obj("hand", "think", "Think"),
            ],
            cards=[brainstorm],
            players=[{"id": "A", "mana_pool": "{U}", "library": 3}, {"id": "B"}],
            actions=[{"player": "A", "cast": "think"}],
        )
    )
    (removed,) = of_kind(events, "trigger_removed")
    assert removed.rules == ("603.3d",)
    assert state.stack == ("think",)
    assert state.abilities == {}
    assert state.pending_triggers == ()


def test_a_trigger_with_a_single_legal_target_takes_it() -> None:
    state, events = play(
        game(
            [
                obj("battlefield", "gadwick", "Gadwick, the Wizened"),
                obj("battlefield", "bears", "Grizzly Bears", "B"),
                obj("hand", "unsummon", "Unsummon"),
            ],
            players=[{"id": "A", "mana_pool": "{U}"}, {"id": "B"}],
            actions=[{"player": "A", "cast": "unsummon", "targets": ["gadwick"]}],
        )
    )
    assert state.stack == ("unsummon", "a1")
    (target,) = state.abilities["a1"].targets
    assert [ref_id(t) for t in target] == ["bears"]
    assert of_kind(events, "trigger")[0].rules == ("603.3", "603.3d")


def _blood_artist_and_bears(
    effects: list[dict[str, Any]], choices: list[dict[str, Any]]
) -> tuple[int, int]:
    """Blood Artist and Grizzly Bears destroyed by a sorcery with these instructions: how many
    times Blood Artist's ability triggered, and player B's life after (its triggers target B:
    with two, their order is asked first, and the answers given fail)."""
    sorcery = {
        "name": "Two Ends",
        "mana_cost": "{B}",
        "type_line": "Sorcery",
        "targets": [
            {"kind": "creature", "text": "target creature"},
            {"kind": "creature", "text": "another target creature", "other_than_earlier": True},
        ],
        "effects": effects,
    }
    state, events = play(
        game(
            [
                obj("battlefield", "artist", "Blood Artist"),
                obj("battlefield", "bears", "Grizzly Bears"),
                obj("hand", "ends", "Two Ends"),
            ],
            cards=[sorcery],
            players=[{"id": "A", "mana_pool": "{B}"}, {"id": "B"}],
            actions=[
                {"player": "A", "cast": "ends", "targets": ["artist", "bears"]},
                {"resolve": "stack"},
            ],
            choices=choices,
        )
    )
    triggered = [e for e in of_kind(events, "trigger") if "artist" in (e.objects or [])]
    return len(triggered), state.player("B").life


def test_instructions_done_one_after_the_other_are_separate_events() -> None:
    # 603.10a looks back at the permanents leaving in one event: Blood Artist destroyed by the
    # first instruction is gone when the second destroys the Bears, even inside "you may".
    destroy_both = [{"op": "destroy", "target": 0}, {"op": "destroy", "target": 1}]
    may = {"op": "may", "effects": destroy_both, "text": "destroy them"}
    assert _blood_artist_and_bears(destroy_both, [{"target": ["B"]}]) == (1, 19)
    assert _blood_artist_and_bears([may], [{"yes": True}, {"target": ["B"]}]) == (1, 19)
