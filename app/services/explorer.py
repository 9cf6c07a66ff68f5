"""The explorer's view of a scenario at step N: the state then, the events so far, the timeline.

The scenario comes from a share token (`engine.link`); the engine runs it (bounded by its own
budgets) once to the end for the timeline, and once to step N for the board.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from typing import Any

from engine.link import decode_link, encode_link
from engine.run import run
from engine.scenario import Scenario


@dataclass(frozen=True, slots=True)
class ExplorerView:
    token: str
    scenario: Scenario
    at: int
    total: int
    output: dict[str, Any]
    #: Every event of the whole run, grouped by step, for the timeline.
    timeline: list[tuple[int, list[dict[str, Any]]]]
    #: The events of step `at` (what just happened).
    current: list[dict[str, Any]]
    final_error: dict[str, Any] | None

    def name_of(self, object_id: str) -> str:
        for obj in self.output["state"]["objects"]:
            if obj["id"] == object_id:
                return str(obj["name"])
        return object_id

    def by_zone(self) -> dict[str, list[dict[str, Any]]]:
        zones: dict[str, list[dict[str, Any]]] = {}
        for obj in self.output["state"]["objects"]:
            zones.setdefault(obj["zone"], []).append(obj)
        return zones


#: Runs kept in memory: stepping through one link reruns nothing it has seen (runs are
#: deterministic functions of the token). Each entry is one run's output.
RUN_CACHE_SIZE = 128


@functools.lru_cache(maxsize=RUN_CACHE_SIZE)
def _full_run(token: str) -> tuple[Scenario, dict[str, Any]]:
    scenario = decode_link(token)
    output, _ = run(scenario)
    return scenario, output


@functools.lru_cache(maxsize=RUN_CACHE_SIZE)
def _run_to(token: str, steps: int) -> dict[str, Any]:
    scenario, _ = _full_run(token)
    output, _ = run(scenario, steps=steps)
    return output


def view(token: str, at: int | None) -> ExplorerView:
    """The explorer at step `at` (default: the end). Raises `LinkError` for a bad token."""
    scenario, full = _full_run(token)
    total = max((e["step"] for e in full["events"]), default=0)
    step = total if at is None else max(0, min(at, total))
    output = full if step == total else _run_to(token, step)
    grouped: dict[int, list[dict[str, Any]]] = {}
    for e in full["events"]:
        grouped.setdefault(int(e["step"]), []).append(e)
    return ExplorerView(
        token=token,
        scenario=scenario,
        at=step,
        total=total,
        output=output,
        timeline=sorted(grouped.items()),
        current=grouped.get(step, []),
        final_error=full["error"],
    )


def token_for(scenario_data: dict[str, Any]) -> str:
    from engine.scenario import parse_scenario

    return encode_link(parse_scenario(scenario_data))
