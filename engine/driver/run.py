"""Run a scenario to its end (or N steps), returning SCENARIO.md's output and exit status."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.core import budget
from engine.core.errors import EngineLimitError, ScenarioError
from engine.core.state import GameState
from engine.driver.failures import fail as _fail
from engine.driver.game import is_finished, step
from engine.driver.output import event_out, output
from engine.driver.scenario import Scenario, parse_scenario
from engine.driver.setup import new_game


def load(source: str | bytes | dict[str, Any] | Scenario) -> GameState:
    """Validate a scenario and build its state (raises ScenarioError naming the field)."""
    scenario = source if isinstance(source, Scenario) else parse_scenario(source)
    return new_game(scenario)


def run(
    source: str | bytes | dict[str, Any] | Scenario, *, steps: int | None = None
) -> tuple[dict[str, Any], int]:
    """Run the scenario (at most `steps` steps); return the output and the exit status."""
    result, status, _ = run_seen_at(source, None, steps=steps)
    return result, status


@dataclass(frozen=True, slots=True)
class EventfulStep:
    """The `number`-th step at which something happens (a step that logs at least one event;
    0 is the scenario as loaded): how the explorer numbers its pages, folding the steps where
    nothing happens into the next one (issue 31 §7). `run_seen_at` keeps the output after it."""

    number: int


def run_seen_at(
    source: str | bytes | dict[str, Any] | Scenario,
    at: int | EventfulStep | None,
    *,
    steps: int | None = None,
) -> tuple[dict[str, Any], int, dict[str, Any] | None]:
    """`run`, also keeping the output as it was after `at` steps (the final one if the run ends
    sooner; None when `at` is None): what `run(source, steps=at)` answers, from the same run
    (the explorer shows a step and the whole run's timeline, and runs once for both). With an
    `EventfulStep`, the output after that step where something happens (the final one if the
    run has fewer), counted as the run goes."""
    state = load(source)
    seen: dict[str, Any] | None = None
    events: list[dict[str, Any]] = []
    taken = 0
    # Keep the output after `agenda` steps, or after the `wanted`-th step with events.
    agenda = at if isinstance(at, int) else None
    wanted = at.number if isinstance(at, EventfulStep) else -1
    eventful = 0
    if wanted == 0:
        seen = output(state, [])
    limits = state.limits
    seconds = limits.max_seconds if limits is not None else DEFAULT_SECONDS
    # The deadline is checked before each step and inside the loops of one step
    # (engine.core.budget).
    with budget.deadline(seconds):
        while not is_finished(state) and (steps is None or taken < steps):
            if taken == agenda:
                seen = output(state, list(events))
            if budget.past_deadline() is not None:
                state, new = _fail(state, EngineLimitError("max_seconds", seconds))
                events += [event_out(len(events) + 1, taken, e) for e in new]
                break
            state, new = step(state)
            taken += 1
            for e in new:
                events.append(event_out(len(events) + 1, taken, e))
            if new:
                eventful += 1
                if eventful == wanted:
                    seen = output(state, list(events))
            if limits is not None and len(events) > limits.max_events:
                state, new = _fail(state, EngineLimitError("max_events", limits.max_events))
                events += [event_out(len(events) + 1, taken, e) for e in new]
                break
    result = output(state, events)
    if at is not None and seen is None:  # the run ended before that step
        seen = result
    return result, exit_status(state), seen


#: The run time without a scenario's `limits` (as `Limits.max_seconds` defaults).
DEFAULT_SECONDS = 5.0


def exit_status(state: GameState) -> int:
    """0 ran, 3 an illegal action or answer, 4 a budget ran out, 5 the engine failed (a bug),
    6 an action needs a line the engine doesn't model (unsupported, not illegal)."""
    if state.error is None:
        return 0
    return {"limit": 4, "engine_failure": 5, "unsupported": 6}.get(state.error["kind"], 3)


__all__ = ["EventfulStep", "ScenarioError", "load", "run", "run_seen_at"]
