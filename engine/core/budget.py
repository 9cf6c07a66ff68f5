"""A run's budgets inside one step: time and objects (ARCHITECTURE: bounded work).

`engine.driver.run` checks its budgets between steps; one step can still do a lot (draw 1,000 cards,
create 1,000 tokens, apply the layers on a big board), so the loops that do it call `check`. The
deadline belongs to the run, not to the game state: it lives in a context variable that `run`
sets for its duration, and without one (stepping by hand) only the object budget applies.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from engine.core.errors import EngineLimitError
from engine.core.state import GameState

#: (monotonic deadline, the budget in seconds it came from), while a run is going on.
_DEADLINE: ContextVar[tuple[float, float] | None] = ContextVar("engine_deadline", default=None)


@contextmanager
def deadline(seconds: float) -> Iterator[None]:
    """Within this block, `check` stops the run `seconds` from now (limit `max_seconds`)."""
    token = _DEADLINE.set((time.monotonic() + seconds, seconds))
    try:
        yield
    finally:
        _DEADLINE.reset(token)


def past_deadline() -> float | None:
    """The budget in seconds if the current run's deadline has passed, else None."""
    current = _DEADLINE.get()
    if current is not None and time.monotonic() > current[0]:
        return current[1]
    return None


def check_time() -> None:
    """Raise `EngineLimitError` if the run is past its deadline (limit `max_seconds`)."""
    seconds = past_deadline()
    if seconds is not None:
        raise EngineLimitError("max_seconds", seconds)


def check(state: GameState) -> None:
    """Raise `EngineLimitError` if the run is past its deadline or holds too many objects."""
    seconds = past_deadline()
    if seconds is not None:
        raise EngineLimitError("max_seconds", seconds)
    limits = state.limits
    if limits is not None and len(state.objects) > limits.max_objects:
        raise EngineLimitError("max_objects", limits.max_objects)
