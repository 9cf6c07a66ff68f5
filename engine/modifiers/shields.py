"""What the damage shields of resolved spells and abilities share (CR 615.7, 614.9).

A prevention shield ("Prevent the next 3 damage that would be dealt to any target this turn",
`engine.modifiers.prevention`) and a redirection shield ("The next 2 damage … is dealt to any
target instead", `engine.modifiers.redirection`) are kept in `GameState.replacement_effects`
and count damage, not events (615.7; 614.9 likewise): `use_shield` takes the damage one applied
to off what it has left, the shield gone at 0, and says so. `recipient_name` is the damage's
recipient as the events and texts of both name it.
"""

from __future__ import annotations

from typing import Any

from engine.core.events import describe
from engine.core.replace import replace
from engine.core.state import GameState, PlayerTarget, Target


def use_shield(
    state: GameState, shield: str, had: int | None, used: int, **changes: Any
) -> tuple[GameState, str]:
    """The shield `shield`, which had `had` damage left (None: all such damage this turn), once
    it applied to `used` of it (615.7, 614.9): reduced by that much, with `changes` (what a
    redirection shield was allotted), and gone at 0; and the note its event ends with."""
    left = None if had is None else had - used
    state = replace(
        state,
        replacement_effects=tuple(
            replace(e, amount=left, **changes) if e.id == shield else e
            for e in state.replacement_effects
            if e.id != shield or left != 0
        ),
    )
    if left is None:
        return state, ""  # all such damage this turn: the effect lasts until the turn ends
    if left:
        return state, f" The shield {shield} has {left} left."
    return state, f" The shield {shield} is used up."


def recipient_name(state: GameState, target: Target) -> str:
    """A player or object damage is dealt to, as events say it: "player A", the object if it is
    still the same one (400.7), else its id."""
    if isinstance(target, PlayerTarget):
        return f"player {target.player}"
    obj = state.current(target)
    return describe(state, obj) if obj is not None else target.id
