"""Engine workers that misbehave on purpose, for the pool's tests (tests/test_runner.py).

Each is the real `app.services.run_worker.serve` — its pipe protocol, memory cap and warm-up —
with the engine call swapped for one that is slow or greedy. This module imports nothing from
the app but the worker (it is imported in the worker processes).
"""

from __future__ import annotations

import sys
import time
from multiprocessing.connection import Connection
from typing import Any

from app.services import run_worker

_real_run = run_worker.run_seen_at

#: What the worker runs a job with (`engine.run_seen_at`): the output, exit status and the output
#: after `at` steps.
Ran = tuple[dict[str, Any], int, dict[str, Any] | None]


def _slow_run(source: Any, at: int | None, *, steps: int | None = None) -> Ran:
    """Sleep for the scenario's title, in seconds (when it is a number), then run it; a run to
    step 0 (the pool asking for the state at load) never sleeps."""
    title = getattr(source, "title", "")
    if steps != 0 and title.replace(".", "", 1).isdigit():
        time.sleep(float(title))
    return _real_run(source, at, steps=steps)


def slow(conn: Connection, memory: int, niceness: int) -> None:
    run_worker.run_seen_at = _slow_run  # type: ignore[assignment]
    run_worker.serve(conn, memory, niceness)


def _greedy_run(source: Any, at: int | None, *, steps: int | None = None) -> Ran:
    """Allocate far past any cap when the title says "greedy" (and not for the state at load)."""
    if steps != 0 and getattr(source, "title", "") == "greedy":
        hoard = [bytearray(64 * 1024**2) for _ in range(1024)]  # 64 GiB: past the cap
        del hoard
    return _real_run(source, at, steps=steps)


def greedy(conn: Connection, memory: int, niceness: int) -> None:
    run_worker.run_seen_at = _greedy_run  # type: ignore[assignment]
    run_worker.serve(conn, memory, niceness)


def _modules_run(source: Any, at: int | None, *, steps: int | None = None) -> Ran:
    output, status, seen = _real_run(source, at, steps=steps)
    output["modules"] = sorted(sys.modules)
    return output, status, seen


def modules(conn: Connection, memory: int, niceness: int) -> None:
    """Answers each run with the modules the worker process has imported."""
    run_worker.run_seen_at = _modules_run  # type: ignore[assignment]
    run_worker.serve(conn, memory, niceness)
