"""How a run stops: an illegal action or answer (exit 3), a budget running out (exit 4), the
engine itself failing (a bug, exit 5), or an action that needs a line the engine doesn't model
(exit 6). The state keeps everything up to that step, with an `error`
that says why (SCENARIO.md), so a caller shows it instead of crashing.
"""

from __future__ import annotations

from engine.core.errors import EngineLimitError, IllegalActionError, UnsupportedError
from engine.core.events import event
from engine.core.replace import replace
from engine.core.state import Event, GameState, RunError

Result = tuple[GameState, list[Event]]


def fail(state: GameState, exc: IllegalActionError | EngineLimitError | UnsupportedError) -> Result:
    error: RunError
    if isinstance(exc, UnsupportedError):
        # Not illegal: no rule is cited, the unread line is named (issue 25, 1e).
        error = {
            "kind": "unsupported",
            "action_index": state.action_index if state.action_index >= 0 else None,
            "message": exc.message,
            "rules": [],
            "line": exc.line,
            "object": exc.object,
        }
        state = replace(state, error=error)
        return state, [event("error", f"Not modelled: {exc.message}.", objects=[exc.object])]
    if isinstance(exc, EngineLimitError):
        error = {
            "kind": "limit",
            "action_index": state.action_index if state.action_index >= 0 else None,
            "message": str(exc),
            "rules": [],
            "limit": exc.limit,
        }
        text = f"The run stops: {exc}."
        rules: tuple[str, ...] = ()
    else:
        error = {
            "kind": "illegal_action",
            "action_index": state.action_index if state.action_index >= 0 else None,
            "message": exc.message,
            "rules": list(exc.rules),
        }
        text = f"Illegal: {exc.message}."
        rules = exc.rules
    state = replace(state, error=error)
    return state, [event("error", text, *rules)]


def fail_internal(state: GameState, exc: Exception) -> Result:
    """The engine itself failed (a bug, exit 5): the run ends with an error that says where, so a
    caller shows the state up to this step instead of crashing."""
    where = ""
    tb = exc.__traceback__
    while tb is not None and tb.tb_next is not None:
        tb = tb.tb_next
    if tb is not None:
        where = f" at {tb.tb_frame.f_code.co_filename.rsplit('/', 1)[-1]}:{tb.tb_lineno}"
    message = f"the engine failed: {type(exc).__name__}{where}"
    error: RunError = {
        "kind": "engine_failure",
        "action_index": state.action_index if state.action_index >= 0 else None,
        "message": message,
        "rules": [],
    }
    state = replace(state, error=error)
    return state, [event("error", f"The run stops: {message}. This is a bug in the engine.")]
