"""`engine.core.replace.replace` makes what `dataclasses.replace` makes, faster (issue 27 §6)."""

from __future__ import annotations

import dataclasses
from dataclasses import InitVar, dataclass, field
from typing import Any

import pytest

from engine import load, parse_scenario
from engine.core.choices import NeedChoice
from engine.core.pending_choice import ChoiceKind
from engine.core.primitives import Zone
from engine.core.replace import replace


@dataclass(frozen=True, slots=True)
class Record:
    name: str
    count: int = 0
    tags: tuple[str, ...] = ()
    cache: dict[str, int] = field(default_factory=dict, init=False, compare=False)
    fixed: str = field(default="fixed", init=False)


@dataclass
class Adjusted:
    value: int
    offset: InitVar[int] = 0

    def __post_init__(self, offset: int) -> None:
        self.value += offset


def _fields(obj: object) -> dict[str, object]:
    return {f.name: getattr(obj, f.name) for f in dataclasses.fields(obj)}  # type: ignore[arg-type]


def test_a_copy_has_the_changes_and_every_other_field_of_the_original() -> None:
    record = Record("a", 2, ("x",))
    for changes in ({}, {"count": 5}, {"name": "b", "tags": ()}):
        assert _fields(replace(record, **changes)) == _fields(
            dataclasses.replace(record, **changes)
        )


def test_a_field_not_given_to_init_is_made_again_not_copied() -> None:
    """A `GameState`'s derived-value cache starts empty in each new state."""
    record = Record("a")
    record.cache["seen"] = 1
    copy = replace(record, count=1)
    assert copy.cache == {}
    assert copy.fixed == "fixed"
    assert record.cache == {"seen": 1}


def test_a_game_states_copy_is_the_one_dataclasses_makes() -> None:
    state = load(
        parse_scenario(
            {
                "players": [{"id": "A"}, {"id": "B"}],
                "turn": {"number": 1, "active": "A", "step": "main1"},
                "objects": [{"id": "bolt", "card": "Lightning Bolt", "owner": "A", "zone": "hand"}],
            }
        )
    )
    bolt = state.objects["bolt"]
    assert replace(state, stack=("bolt",)) == dataclasses.replace(state, stack=("bolt",))
    assert replace(bolt, zone=Zone.GRAVEYARD) == dataclasses.replace(bolt, zone=Zone.GRAVEYARD)


def test_what_dataclasses_refuses_is_refused_the_same_way() -> None:
    record = Record("a")
    changes: dict[str, Any]
    for changes in ({"cache": {}}, {"colour": "red"}):
        with pytest.raises((ValueError, TypeError)) as theirs:
            dataclasses.replace(record, **changes)
        with pytest.raises(theirs.type) as ours:
            replace(record, **changes)
        assert str(ours.value) == str(theirs.value)


def test_post_init_initvars_and_exceptions_go_through_dataclasses() -> None:
    assert replace(Adjusted(1, 2), offset=3).value == 6
    need = NeedChoice(
        kind=ChoiceKind.TARGET, player="A", text="choose", rules=("601.2c",), options=("B",)
    )
    copy = replace(need, text="again")
    assert isinstance(copy, NeedChoice)
    assert (copy.text, copy.player) == ("again", "A")
