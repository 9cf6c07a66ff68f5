"""Engine runs for web requests: a pool of worker processes, each run killed at its deadline.

Why processes: a run is pure-Python CPU work. In the app's process it holds the GIL, so the
event loop (and `/healthz`) stalls behind it, and nothing can stop a step that runs long. A
worker process (`app.services.run_worker`, which imports only the engine) can be killed for
certain: a run still going `kill_margin` past its own `max_seconds` (counted from when the worker
had read the scenario, and never later than the server's cap plus the margin after it was sent)
is SIGKILLed, its worker replaced, and the request answered with the engine's own limit error
(`kind: "limit"`, `limit: "max_seconds"`, exit status 4) on the scenario's state at load, read by
the replacement — never a hang or a 500.

Admission, before anything is queued (issue 12):

- one client (its address, an IPv6 client by its /64, as for short links) has at most
  `client_runs` runs queued or running; beyond that `ClientBusy` (429 with Retry-After);
- at most `workers + queue` runs are admitted at all; beyond that, or when a run waited
  `queue_seconds` for a worker, `Overloaded` (503 with Retry-After).

Over HTTP a scenario's `limits` may only lower the server's: `run_worker.bounded` clamps each
(the run's error then names the value it ran with), so a link made for the command line with a
60 s budget still opens, with the server's budget.

The pool's own bookkeeping is threads and locks, not asyncio objects, because the TestClient
runs each app on an event loop of its own and a page may call in from a worker thread. Each
admitted run gets a thread of the pool's own executor (sized to the admission bound, so nothing
queues there) that waits on the worker's pipe; `run` awaits it without holding the loop.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import math
import multiprocessing
import queue
import secrets
import threading
import time
import weakref
from collections import Counter
from collections.abc import Callable, Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from multiprocessing.context import BaseContext
from multiprocessing.process import BaseProcess
from typing import Any

from app.links.store import client_key as hashed_client
from app.services.run_worker import serve
from app.settings import Settings
from engine import CR_DATE, EventfulStep, Limits, LinkError, ScenarioError, __version__

log = logging.getLogger(__name__)

#: Longest a new worker may take to start and warm up before the pool gives up on it.
START_SECONDS = 60.0
#: Wait between attempts when a worker can't be started (so a broken set-up doesn't spin).
RESTART_DELAY = 1.0
#: How much lower than the app's process the workers run (`nice`): pages win the CPU.
WORKER_NICENESS = 5


@dataclass(frozen=True, slots=True)
class RunLimits:
    """The pool's limits; `app.settings` names each (`RULINGS_ENGINE_*`, `RULINGS_RUN_*`)."""

    workers: int = 2
    client_runs: int = 4
    queue: int = 32
    queue_seconds: float = 10.0
    kill_margin: float = 1.0
    #: Address space of one worker (RLIMIT_AS), in bytes; 0 for no cap.
    worker_memory: int = 1024**3
    #: The highest `limits` a scenario may run with over HTTP (larger values are clamped).
    caps: Limits = field(default_factory=Limits)


class RunRefused(Exception):
    """The run wasn't started (too many runs); the message is for the user."""

    status = 503

    def __init__(self, message: str, retry_after: int) -> None:
        super().__init__(message)
        self.retry_after = retry_after


class ClientBusy(RunRefused):
    """This client already has its most runs in flight."""

    status = 429


class ClientSlots:
    """How many requests of one kind each client has in flight, at most `limit` each: the
    per-client admission of engine runs (issue 12), shared with searches (issue 26).

    Threads and a lock, like the pool's bookkeeping: a page may call in from a worker thread."""

    def __init__(self, limit: int, what: str) -> None:
        self.limit = limit
        #: What is counted, plural, for the message ("scenario runs", "searches").
        self.what = what
        self._lock = threading.Lock()
        self._held: Counter[str] = Counter()

    def take(self, client: str) -> None:
        """Count one more for `client`; raises `ClientBusy` (429) if it has `limit` already."""
        with self._lock:
            if self._held[client] >= self.limit:
                raise ClientBusy(
                    f"you already have {self.limit} {self.what} in progress; wait for one to "
                    "finish",
                    1,
                )
            self._held[client] += 1

    def give(self, client: str) -> None:
        with self._lock:
            self._held[client] -= 1
            if self._held[client] <= 0:
                del self._held[client]

    @contextlib.contextmanager
    def held(self, client: str) -> Iterator[None]:
        """`take` for the length of the block, then `give`."""
        self.take(client)
        try:
            yield
        finally:
            self.give(client)


class Overloaded(RunRefused):
    """The pool's queue is full, or a run waited too long for a worker."""

    status = 503


class EngineFailed(ScenarioError):
    """The engine raised something that isn't one of its documented errors (a bug): this
    scenario can't be run, and is answered as one that doesn't load (422 / a 400 page)."""

    def __init__(self, message: str) -> None:
        super().__init__("", message)


@dataclass(frozen=True, slots=True)
class Job:
    """One run: the scenario — JSON text as a client sent it, or a share token (`v1.…`), read
    in the worker, not here (see `app.services.run_worker`) — and how far to run it."""

    source: str
    steps: int | None = None
    #: Answer with the API's JSON (`RunResult.body`) instead of the output's data.
    as_json: bool = False
    #: Also keep the output after this many steps, or after this step where something happens
    #: (`RunResult.seen`): the explorer shows a step and the whole run's timeline, from one run.
    at: int | EventfulStep | None = None


@dataclass(frozen=True, slots=True)
class RunResult:
    """A run's output data, or for an `as_json` job the API's answer as JSON in `body`."""

    output: dict[str, Any]
    status: int
    #: Length of the output's compact JSON.
    size: int
    #: The server stopped the run (`"max_seconds"` or `"max_memory"`): the state is the one at
    #: load, and the run's own events are lost.
    stopped: str | None = None
    body: bytes = b""
    #: The output after `Job.at` steps (None without it, or when the server stopped the run).
    seen: dict[str, Any] | None = None


def client_key(address: str | None, secret: str) -> str:
    """Whom a run counts against: the request's address, folded as short links fold it."""
    return hashed_client(address or "unknown", secret)


class _Gone(Exception):
    """The worker died (killed by the OS, or exited) before it answered."""


class _Late(Exception):
    """The worker didn't answer by the job's deadline; `budget` is the run's own, once known."""

    def __init__(self, budget: float | None = None) -> None:
        super().__init__()
        self.budget = budget


@dataclass(eq=False)
class _Worker:
    process: BaseProcess
    conn: Connection

    @classmethod
    def start(
        cls, context: BaseContext, target: Callable[..., None], memory: int, niceness: int
    ) -> _Worker:
        parent, child = context.Pipe(duplex=True)
        process = context.Process(  # type: ignore[attr-defined]
            target=target, args=(child, memory, niceness), name="rulings-engine", daemon=True
        )
        process.start()
        child.close()
        worker = cls(process, parent)
        try:
            if not parent.poll(START_SECONDS):
                raise _Late
            hello = parent.recv()
        except (_Late, EOFError, OSError):
            worker.kill()
            raise RuntimeError("an engine worker didn't start") from None
        if not (isinstance(hello, tuple) and hello[:1] == ("ready",)):
            worker.kill()
            raise RuntimeError(f"an engine worker said {hello!r} instead of ready")
        return worker

    def ask(self, message: tuple[Any, ...], deadline: float, margin: float) -> tuple[Any, ...]:
        """Send a job; wait for "started" until `deadline` (monotonic), then for the answer
        until the budget the worker reported is over by `margin` (or `deadline`, if sooner)."""
        try:
            self.conn.send(message)
            reply = self._within(deadline, None)
            if reply[0] == "started":
                budget = float(reply[1])
                reply = self._within(min(deadline, time.monotonic() + budget + margin), budget)
        except (EOFError, OSError):
            raise _Gone from None
        return reply

    def _within(self, deadline: float, budget: float | None) -> tuple[Any, ...]:
        if not self.conn.poll(max(0.0, deadline - time.monotonic())):
            raise _Late(budget)
        reply: tuple[Any, ...] = self.conn.recv()
        return reply

    def kill(self) -> None:
        with contextlib.suppress(OSError, ValueError):
            self.process.kill()
        self.process.join(5)
        with contextlib.suppress(OSError):
            self.conn.close()

    def stop(self) -> None:
        """Close the pipe (the worker exits on it); kill it if it doesn't."""
        with contextlib.suppress(OSError):
            self.conn.close()
        self.process.join(2)
        if self.process.exitcode is None:
            self.kill()


def _stop_all(workers: set[_Worker], executor: list[ThreadPoolExecutor]) -> None:
    """Close every worker's pipe (an idle worker exits on it), give them all 2 s together,
    then kill the rest (those in the middle of a run)."""
    stopping = list(workers)
    workers.clear()
    for worker in stopping:
        with contextlib.suppress(OSError):
            worker.conn.close()
    deadline = time.monotonic() + 2.0
    for worker in stopping:
        worker.process.join(max(0.0, deadline - time.monotonic()))
        if worker.process.exitcode is None:
            worker.kill()
    for pool in executor:
        pool.shutdown(wait=False, cancel_futures=True)


class EnginePool:
    """Worker processes that run scenarios, with admission and a hard deadline per run.

    Start is lazy (the first `submit`, or `start()` from the app's lifespan); `close()` stops
    every worker, and so does garbage collection of a pool nobody closed.
    """

    @classmethod
    def from_settings(cls, settings: Settings) -> EnginePool:
        return cls(
            RunLimits(
                workers=settings.engine_workers,
                client_runs=settings.engine_client_runs,
                queue=settings.engine_queue,
                queue_seconds=settings.engine_queue_seconds,
                kill_margin=settings.engine_kill_margin,
                worker_memory=settings.engine_worker_memory_mb * 1024**2,
                caps=settings.run_caps(),
            )
        )

    def __init__(self, limits: RunLimits, *, target: Callable[..., None] = serve) -> None:
        self.limits = limits
        #: The workers' entry point (tests swap in workers that misbehave on purpose).
        self.target = target
        self._context = multiprocessing.get_context("forkserver")
        self._lock = threading.Lock()
        self._idle: queue.Queue[_Worker] = queue.Queue()
        self._workers: set[_Worker] = set()
        self._executor: list[ThreadPoolExecutor] = []
        self._admitted = 0
        self._clients = ClientSlots(limits.client_runs, "scenario runs")
        self._secret = secrets.token_hex(16)
        self._started = False
        self._closed = False
        self.killed = 0
        self._finalizer = weakref.finalize(self, _stop_all, self._workers, self._executor)

    # -- life -------------------------------------------------------------------------------------

    def start(self) -> None:
        """Start the workers in the background (a no-op once started); returns at once."""
        with self._lock:
            if self._started or self._closed:
                return
            self._started = True
            size = self.limits.workers + self.limits.queue
            self._executor.append(ThreadPoolExecutor(size, thread_name_prefix="engine-run"))
        # The fork server imports the engine once; each worker is a fork of it.
        self._context.set_forkserver_preload(["app.services.run_worker"])
        for _ in range(self.limits.workers):
            self._replace()

    def close(self) -> None:
        """Stop every worker and refuse further runs."""
        with self._lock:
            self._closed = True
        self._finalizer()
        while not self._idle.empty():
            self._idle.get_nowait()

    def _replace(self) -> None:
        threading.Thread(target=self._spawn, name="engine-spawn", daemon=True).start()

    def _spawn(self) -> None:
        """Start a worker and make it available (in a background thread, until one starts)."""
        while not self._closed:
            try:
                worker = self._new_worker()
            except (RuntimeError, OSError) as exc:
                if not self._closed:
                    log.warning("engine worker failed to start (%s); retrying", exc)
                    time.sleep(RESTART_DELAY)
                continue
            self._idle.put(worker)
            return

    def _new_worker(self) -> _Worker:
        """Start one worker and count it as the pool's (not yet idle); blocks until it is up."""
        worker = _Worker.start(
            self._context, self.target, self.limits.worker_memory, WORKER_NICENESS
        )
        with self._lock:
            closed = self._closed
            if not closed:
                self._workers.add(worker)
        if closed:
            worker.stop()
            raise RuntimeError("the pool is closed")
        return worker

    def stats(self) -> dict[str, int]:
        """For /healthz: workers alive and idle, runs admitted, workers killed at a deadline."""
        with self._lock:
            return {
                "workers": len(self._workers),
                "idle": self._idle.qsize(),
                "runs": self._admitted,
                "killed": self.killed,
            }

    # -- admission --------------------------------------------------------------------------------

    def client(self, address: str | None) -> str:
        """The key `submit` counts a request's runs under (never the address itself)."""
        return client_key(address, self._secret)

    @property
    def clients(self) -> ClientSlots:
        """Each client's runs in flight (`RunLimits.client_runs` at most): an explorer page
        holds one of them for as long as it is being made, cached run or not (issue 26)."""
        return self._clients

    def submit(self, job: Job, client: str, *, counted: bool = False) -> Future[RunResult]:
        """Admit and queue one run; raises `ClientBusy` or `Overloaded` at once if it can't.
        `counted`: the caller already holds one of `client`'s slots for it (an explorer page
        being made), so the run doesn't take another."""
        self.start()
        limits = self.limits
        with self._lock:
            if self._closed:
                raise Overloaded("the server is shutting down; try again in a moment", 1)
            if self._admitted >= limits.workers + limits.queue:
                if not counted:
                    self._clients.take(client)  # a busy client hears that it is busy first
                    self._clients.give(client)
                raise Overloaded(
                    f"the server is running as many scenarios as it can ({self._admitted}); "
                    "try again in a moment",
                    max(1, math.ceil(limits.caps.max_seconds)),
                )
            if not counted:
                self._clients.take(client)
            self._admitted += 1
            executor = self._executor[0]
        future = executor.submit(self._execute, job)
        future.add_done_callback(lambda _: self._release(None if counted else client))
        return future

    def _release(self, client: str | None) -> None:
        with self._lock:
            self._admitted -= 1
        if client is not None:
            self._clients.give(client)

    async def run(self, job: Job, client: str) -> RunResult:
        """Admit, run and await one job without holding the event loop."""
        # shield: a request that goes away doesn't cancel a run another request may share.
        return await asyncio.shield(asyncio.wrap_future(self.submit(job, client)))

    # -- one run ----------------------------------------------------------------------------------

    def _checkout(self, wait: float) -> _Worker:
        if self._closed:
            raise Overloaded("the server is shutting down; try again in a moment", 1)
        try:
            return self._idle.get(timeout=wait)
        except queue.Empty:
            raise Overloaded(
                f"no engine worker was free within {wait:g} s; try again in a moment",
                max(1, math.ceil(wait)),
            ) from None

    def _ask(
        self, job: Job, wait: float, seconds: float, worker: _Worker | None = None
    ) -> tuple[Any, ...]:
        """Send `job` to `worker` or the first free one, and answer its reply. A worker still
        going `seconds` after the job was sent (or its run's own budget plus `kill_margin`, if
        sooner) is killed, and one that ran out of memory stopped: both are dropped, and the
        caller replaces them (`_stopped`). One that died is replaced, and the job sent again."""
        caps = self.limits.caps.model_dump()
        message = (job.source, job.steps, job.as_json, caps, job.at)
        for _ in range(2):
            if worker is None:
                worker = self._checkout(wait)
            try:
                reply = worker.ask(message, time.monotonic() + seconds, self.limits.kill_margin)
            except _Late as late:
                worker.kill()
                with self._lock:
                    self.killed += 1
                self._drop(worker)
                return ("late", late.budget)
            except _Gone:
                worker.kill()
                self._drop(worker)
                self._replace()
                worker = None
                continue
            if reply[0] == "memory":
                worker.stop()  # it exits after saying so
                self._drop(worker)
            else:
                self._idle.put(worker)
            return reply
        raise Overloaded("the engine's worker stopped while running this scenario; try again", 1)

    def _drop(self, worker: _Worker) -> None:
        with self._lock:
            self._workers.discard(worker)

    def _execute(self, job: Job) -> RunResult:
        seconds = self.limits.caps.max_seconds + self.limits.kill_margin
        reply = self._ask(job, self.limits.queue_seconds, seconds)
        kind = reply[0]
        if kind == "ok":
            _, answer, status, size, seen = reply
            if job.as_json:
                return RunResult({}, status, size, body=answer)
            return RunResult(answer, status, size, seen=seen)
        if kind == "link":
            raise LinkError(reply[1])
        if kind == "scenario":
            raise ScenarioError(reply[2], reply[1].removeprefix(f"{reply[2]}: "))
        if kind == "crash":
            raise EngineFailed(f"the engine failed on this scenario ({reply[1]})")
        if kind == "late":
            budget = reply[1] if reply[1] is not None else self.limits.caps.max_seconds
            return self._stopped(job, "max_seconds", budget)
        return self._stopped(job, "max_memory", self.limits.worker_memory)

    def _stopped(self, job: Job, limit: str, value: float) -> RunResult:
        """The engine's limit error on the scenario's state at load, for a run the server
        stopped (its own state died with its worker); a `ScenarioError` when even the state at
        load can't be had within `kill_margin`."""
        margin = self.limits.kill_margin
        # The stopped run's worker is replaced here, and the new one reads the state at load:
        # with every other worker busy, that answer doesn't wait for one of them.
        try:
            fresh: _Worker | None = self._new_worker()
        except (RuntimeError, OSError):
            fresh = None
            if not self._closed:
                self._replace()
        loaded = self._ask(Job(job.source, 0), margin, margin, fresh)
        if loaded[0] in ("late", "memory") and not self._closed:
            self._replace()
        if loaded[0] != "ok":
            raise ScenarioError(
                "limits.max_seconds",
                f"the run passed its deadline ({limit} = {_shown(limit, value)}) and was "
                f"stopped; even the scenario's starting state took more than {margin:g} s",
            )
        output: dict[str, Any] = loaded[1]
        message = f"the run exceeded its budget {limit} = {_shown(limit, value)}"
        output["error"] = {
            "kind": "limit",
            "action_index": None,
            "message": message,
            "rules": [],
            "limit": limit,
        }
        events = output["events"]
        events.append(
            {
                "seq": len(events) + 1,
                "step": 0,
                "kind": "error",
                "text": f"The run stops: {message}. The server stopped it mid-step, so the state "
                "shown is the scenario's state at load.",
                "rules": [],
                "rulings": [],
                "objects": [],
            }
        )
        output["pending"] = None
        output["legal_actions"] = []
        output.setdefault("engine_version", __version__)
        output.setdefault("cr_date", CR_DATE)
        if job.as_json:
            body = json.dumps({"exit_status": 4, **output}, separators=(",", ":"))
            return RunResult({}, 4, len(body), stopped=limit, body=body.encode())
        return RunResult(output, 4, loaded[3], stopped=limit)


def _shown(limit: str, value: float) -> str:
    return f"{value / 1024**2:,.0f} MiB" if limit == "max_memory" else f"{value:g}"
