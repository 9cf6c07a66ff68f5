"""One engine worker process: it runs scenarios for the web app, one at a time (issue 12).

`app.services.runner.EnginePool` starts these and talks to each over a pipe. This module imports
the standard library and the engine only — no settings, no store, no app state — so a scenario
can reach nothing but the engine, and killing the process at its deadline loses nothing but the
run in hand.

Everything that costs CPU in proportion to the scenario happens here, not in the app's process:
reading the scenario (validating 500 objects takes ~30 ms of pure-Python and pydantic work that
would hold the app's GIL, and with it the event loop), running it, and writing the answer.

The protocol, all through `Connection.send` / `recv` (pickle: both ends are this project's code):

- the worker starts, warms the engine up and sends `("ready", pid)`;
- the pool sends a job, `(source, steps, as_json, caps, at)`: the scenario as JSON text or as a
  share token (`v1.…`), how many steps (None: to the end), whether to answer with the API's JSON
  text rather than the data, the server's caps on the scenario's `limits` (`bounded`), and a step
  whose output to keep as well: a number of steps or an `EventfulStep` (the explorer's page
  number), None for none (`engine.run_seen_at`);
- the worker reads the scenario and sends `("started", max_seconds)`, the budget it runs with
  (the pool's deadline is that plus its margin), or `("link", message)` / `("scenario", message,
  path)` when the scenario doesn't open or load;
- then `("ok", output, exit_status, json_length, seen)` — `output` the run's output dict, or with
  `as_json` the UTF-8 JSON of the output and its `exit_status` (so the app only copies it out),
  and `seen` the output after `at` steps (None without `at`) —
  or `("scenario", message, path)` when the engine finds the scenario can't be loaded after all,
  `("memory",)` when the run passed the worker's memory cap (the worker then exits), or
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

from engine import (
    EventfulStep,
    Limits,
    LinkError,
    Scenario,
    ScenarioError,
    decode_link,
    parse_scenario,
    run,
    run_seen_at,
)

#: A small scenario run once at start, so that the first real run doesn't pay for the engine's
#: first-use work (compiling the card pool, filling caches).
WARM_UP: dict[str, Any] = {
    "players": [{"id": "A", "mana_pool": "{R}"}, {"id": "B"}],
    "turn": {"number": 1, "active": "A", "step": "main1"},
    "objects": [{"id": "bolt", "card": "Lightning Bolt", "owner": "A", "zone": "hand"}],
    "actions": [{"player": "A", "cast": "bolt", "targets": ["B"]}, {"resolve": "stack"}],
}

Reply = tuple[Any, ...]


def bounded(scenario: Scenario, caps: Limits) -> Scenario:
    """`scenario` with each of its limits at most the server's cap (clamped, not refused: a
    link made for the command line with a 60 s budget still opens, with the server's)."""
    limits = scenario.limits
    lowered = {
        name: getattr(caps, name)
        for name in Limits.model_fields
        if getattr(limits, name) > getattr(caps, name)
    }
    if not lowered:
        return scenario
    return scenario.model_copy(update={"limits": limits.model_copy(update=lowered)})


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
            source, steps, as_json, caps, at = conn.recv()
        except (EOFError, OSError):
            return
        try:
            reply = perform(conn, source, steps, as_json, Limits(**caps), at)
            conn.send(reply)
        except MemoryError:
            reply = ("memory",)
            conn.send(reply)
        except (BrokenPipeError, OSError):
            return
        if reply[0] == "memory":
            # What ran out may have left half-built caches behind: start afresh.
            return


def perform(
    conn: Connection,
    source: str,
    steps: int | None,
    as_json: bool,
    caps: Limits,
    at: int | EventfulStep | None = None,
) -> Reply:
    """Read and run one job; the final reply is returned (never raised), "started" is sent."""
    try:
        scenario = bounded(
            decode_link(source) if source.startswith("v1.") else parse_scenario(source), caps
        )
    except LinkError as exc:
        return ("link", str(exc))
    except ScenarioError as exc:
        return ("scenario", str(exc), exc.path)
    conn.send(("started", scenario.limits.max_seconds))
    try:
        output, status, seen = run_seen_at(scenario, at, steps=steps)
        text = json.dumps(output, separators=(",", ":"), ensure_ascii=False)
        if as_json:
            return ("ok", f'{{"exit_status":{status},{text[1:]}'.encode(), status, len(text), None)
    except ScenarioError as exc:
        return ("scenario", str(exc), exc.path)
    except MemoryError:
        return ("memory",)
    except Exception as exc:  # the engine's bug, reported to the app rather than killing this
        return ("crash", f"{type(exc).__name__}: {exc}"[:500])
    return ("ok", output, status, len(text), seen)
