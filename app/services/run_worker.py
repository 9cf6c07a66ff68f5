"""One engine worker process: it runs scenarios for the web app, one at a time (issue 12).

`app.services.runner.EnginePool` starts these and talks to each over a pipe. This module imports
the standard library and the engine only — no settings, no store, no app state — so a scenario
can reach nothing but the engine, and killing the process at its deadline loses nothing but the
run in hand.

The protocol, all through `Connection.send` / `recv` (pickle: both ends are this project's code):

- the worker starts, warms the engine up and sends `("ready", pid)`;
- the pool sends a job, `(scenario_json, steps)`, the scenario's canonical JSON with its limits
  already bounded by the server;
- the worker answers `("ok", output, exit_status, json_bytes)`, `("scenario", message, path)`
  when the scenario doesn't load, `("memory",)` when the run passed the worker's memory cap, or
  `("crash", message)` for an exception the engine let through;
- when the pipe closes (the app stopped, or died), the worker exits.
"""

from __future__ import annotations

import json
import os
import resource
import signal
from multiprocessing.connection import Connection
from typing import Any

from engine.errors import ScenarioError
from engine.run import run

#: A small scenario run once at start, so that the first real run doesn't pay for the engine's
#: first-use work (compiling the card pool, filling caches).
WARM_UP: dict[str, Any] = {
    "players": [{"id": "A", "mana_pool": "{R}"}, {"id": "B"}],
    "turn": {"number": 1, "active": "A", "step": "main1"},
    "objects": [{"id": "bolt", "card": "Lightning Bolt", "owner": "A", "zone": "hand"}],
    "actions": [{"player": "A", "cast": "bolt", "targets": ["B"]}, {"resolve": "stack"}],
}

Reply = tuple[Any, ...]


def serve(conn: Connection, memory_bytes: int, niceness: int) -> None:
    """Answer jobs from `conn` until it closes (the worker's whole life)."""
    # Ctrl-C in a terminal reaches the whole process group; the pool stops its workers itself.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if memory_bytes:
        # A hard cap on the address space: a run that would allocate more gets MemoryError
        # instead of taking the machine's memory (and the pool replaces this process).
        resource.setrlimit(resource.RLIMIT_AS, (memory_bytes, memory_bytes))
    if niceness:
        # Pages and /healthz in the app's own process get the CPU first.
        os.nice(niceness)
    run(WARM_UP)
    conn.send(("ready", os.getpid()))
    while True:
        try:
            scenario_json, steps = conn.recv()
        except (EOFError, OSError):
            return
        reply = perform(scenario_json, steps)
        try:
            conn.send(reply)
        except MemoryError:
            conn.send(("memory",))
        except (BrokenPipeError, OSError):
            return
        if reply[0] == "memory":
            # What ran out may have left half-built caches behind: start afresh.
            return


def perform(scenario_json: str, steps: int | None) -> Reply:
    """Run one job; never raises (every outcome is a reply)."""
    try:
        output, status = run(scenario_json, steps=steps)
        size = len(json.dumps(output, separators=(",", ":"), ensure_ascii=False))
    except ScenarioError as exc:
        return ("scenario", str(exc), exc.path)
    except MemoryError:
        return ("memory",)
    except Exception as exc:  # the engine's bug, reported to the app rather than killing this
        return ("crash", f"{type(exc).__name__}: {exc}"[:500])
    return ("ok", output, status, size)
