"""Storm (CR 702.40a): a cast trigger copying the spell for each spell cast before it this turn."""

from __future__ import annotations

from typing import Any

from engine.core.state import Zone
from tests.engine.helpers import game, obj, of_kind, play


def _grapeshot(before: int, *extra: dict[str, Any], **fields: Any) -> dict[str, Any]:
    return game(
        [obj("hand", "gs", "Grapeshot"), *extra],
        players=[{"id": "A", "mana_pool": "{C}{R}"}, {"id": "B", "mana_pool": "{U}{U}"}],
        turn={"number": 3, "active": "A", "step": "main1", "spells_cast_this_turn": before},
        **fields,
    )


def test_copies_are_not_cast() -> None:
    data = _grapeshot(2, actions=[{"player": "A", "cast": "gs", "targets": ["B"]}])
    data["actions"].append({"resolve": "top"})
    data["choices"] = [{"target": None}, {"target": None}]
    state, events = play(data)
    assert [e.objects[0] for e in of_kind(events, "copy")] == ["c1", "c2"]
    # Two spells before, Grapeshot itself; the copies don't count (707.10).
    assert state.turn.spells_cast == 3
    assert state.stack == ("gs", "c1", "c2")
    # A copy of a spell with storm doesn't trigger: it isn't cast.
    assert len(of_kind(events, "trigger")) == 1


def test_each_copy_is_asked_for_targets_and_null_keeps_them() -> None:
    data = _grapeshot(1, actions=[{"player": "A", "cast": "gs", "targets": ["B"]}])
    data["actions"].append({"resolve": "top"})
    state, _ = play(data)
    assert state.choice is not None
    assert state.choice.kind == "target"
    assert state.choice.nullable
    assert state.choice.rules == ("702.40a", "707.10c")
    assert set(state.choice.options) == {"A", "B"}


def test_the_copies_are_made_even_if_the_spell_was_countered() -> None:
    data = _grapeshot(
        1,
        obj("hand", "cs", "Counterspell", "B"),
        actions=[
            {"player": "A", "cast": "gs", "targets": ["B"]},
            {"player": "B", "cast": "cs", "targets": ["gs"]},
            {"resolve": "stack"},
        ],
        choices=[{"target": None}],
    )
    state, events = play(data)
    assert state.objects["gs"].zone is Zone.GRAVEYARD
    assert state.player("B").life == 19
    assert [e.objects for e in of_kind(events, "copy")] == [("c1", "gs")]
