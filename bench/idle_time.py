"""Where a test run's cores sit idle: a pytest plugin that times each test's phases three ways.

    TEST_IDLE_DIR=/tmp/idle .venv/bin/python -m pytest -p bench.idle_time -n 2 ...
    .venv/bin/python -m bench.idle_time /tmp/idle

On a shared machine a test's wall time says little (issue 27 §6). For each phase of each test
(setup, call, teardown) this records, besides the wall time, the CPU time of the worker's process
tree (every thread of the worker and of the processes it started and are still running, and those
it has reaped) and the time those threads waited for a core (the run queue, from
/proc/<pid>/task/<tid>/schedstat). What is left — wall time neither on a core nor waiting for one —
is time the test slept, waited on a timeout, the disk or a process not in the tree (a browser's
orphans, a container): idle time a faster test would give back to the run. The report lists the
phases with the most idle time and CPU, and when each worker finished (the imbalance at the end).
"""

from __future__ import annotations

import json
import os
import sys
import threading
import time
from collections import defaultdict
from collections.abc import Iterator
from pathlib import Path
from typing import IO, Any

import pytest

#: Clock ticks per second, the unit of /proc/<pid>/stat's CPU times.
TICKS = os.sysconf("SC_CLK_TCK")


def _tree(pid: int) -> Iterator[int]:
    """`pid` and its descendants still running."""
    yield pid
    try:
        tids = os.listdir(f"/proc/{pid}/task")
    except OSError:
        return
    for tid in tids:
        try:
            with open(f"/proc/{pid}/task/{tid}/children") as f:
                children = f.read().split()
        except OSError:
            continue
        for child in children:
            yield from _tree(int(child))


def _usage(root: int) -> tuple[float, dict[int, float]]:
    """The CPU seconds of the tree under `root` (reaped children's CPU included) and each of its
    threads' run-queue seconds so far, by thread id (`Waits` keeps them as threads end: a sum of
    the living ones' lost a process's whole history of waiting when it ended, and counted it as
    idle time — 18.5 s "idle" in a teardown of 0.1 s that closed an engine pool)."""
    cpu = 0.0
    waits: dict[int, float] = {}
    for pid in _tree(root):
        try:
            with open(f"/proc/{pid}/stat") as f:
                fields = f.read().rpartition(")")[2].split()
            # utime, stime, cutime, cstime: fields 14-17 of stat(5), 12-15 after the name.
            cpu += sum(int(x) for x in fields[11:15]) / TICKS
            for tid in os.listdir(f"/proc/{pid}/task"):
                with open(f"/proc/{pid}/task/{tid}/schedstat") as f:
                    waits[int(tid)] = int(f.read().split()[1]) / 1e9
        except (OSError, IndexError, ValueError):
            continue
    return cpu, waits


#: How often the tree's threads are read between a phase's two readings (seconds).
SAMPLE_SECONDS = 0.1


class Waits:
    """The run-queue seconds of every thread the tree has had, kept whole as threads end.

    A thread's wait is only readable while it lives, and a thread or process that ends during a
    phase (a command the test ran, an engine pool it closed) would take its waiting with it,
    to be counted as idle time: a short command on a loaded machine showed 17 s "idle" of 19.
    So a thread of this plugin reads the tree every `SAMPLE_SECONDS`, and a thread that ended
    is counted up to its last reading."""

    def __init__(self, root: int) -> None:
        self.root = root
        self._lock = threading.Lock()
        self._seen: dict[int, float] = {}
        #: What threads whose id was taken again had waited (an id is reused only once free).
        self._retired = 0.0
        threading.Thread(target=self._sample, name="idle-time-sampler", daemon=True).start()

    def _sample(self) -> None:
        while True:
            time.sleep(SAMPLE_SECONDS)
            self.read()

    def read(self) -> tuple[float, float]:
        """(CPU seconds of the tree, run-queue seconds of every thread it has had), now."""
        cpu, waits = _usage(self.root)
        with self._lock:
            for tid, wait in waits.items():
                known = self._seen.get(tid, 0.0)
                if wait < known:  # another thread with the same id
                    self._retired += known
                self._seen[tid] = wait
            return cpu, self._retired + sum(self._seen.values())


class Recorder:
    def __init__(self, out: IO[str]) -> None:
        self.out = out
        self.waits = Waits(os.getpid())

    def record(self, nodeid: str, phase: str, started: float, before: tuple[float, float]) -> None:
        after = self.waits.read()
        row = {
            "test": nodeid,
            "phase": phase,
            "at": started,
            "wall": time.time() - started,
            "cpu": after[0] - before[0],
            "wait": after[1] - before[1],
        }
        self.out.write(json.dumps(row) + "\n")

    @pytest.hookimpl(wrapper=True)
    def pytest_runtest_setup(self, item: pytest.Item) -> Iterator[None]:
        started, before = time.time(), self.waits.read()
        try:
            return (yield)
        finally:
            self.record(item.nodeid, "setup", started, before)

    @pytest.hookimpl(wrapper=True)
    def pytest_runtest_call(self, item: pytest.Item) -> Iterator[None]:
        started, before = time.time(), self.waits.read()
        try:
            return (yield)
        finally:
            self.record(item.nodeid, "call", started, before)

    @pytest.hookimpl(wrapper=True)
    def pytest_runtest_teardown(self, item: pytest.Item) -> Iterator[None]:
        started, before = time.time(), self.waits.read()
        try:
            return (yield)
        finally:
            self.record(item.nodeid, "teardown", started, before)


def pytest_configure(config: pytest.Config) -> None:
    directory = os.environ.get("TEST_IDLE_DIR")
    if not directory:
        return
    Path(directory).mkdir(parents=True, exist_ok=True)
    worker = os.environ.get("PYTEST_XDIST_WORKER")
    if worker is None and getattr(config.option, "numprocesses", None):
        return  # the controller of xdist's workers runs no test
    out = open(Path(directory) / f"{worker or 'main'}.jsonl", "a", buffering=1)  # noqa: SIM115
    out.write(json.dumps({"started": time.time()}) + "\n")
    config.pluginmanager.register(Recorder(out), "idle-time-recorder")


def report(directory: Path, top: int = 40) -> None:
    rows: list[dict[str, Any]] = []
    starts: dict[str, float] = {}
    ends: dict[str, float] = defaultdict(float)
    for path in sorted(directory.glob("*.jsonl")):
        for line in path.read_text().splitlines():
            row = json.loads(line)
            if "started" in row:
                starts[path.stem] = min(starts.get(path.stem, row["started"]), row["started"])
                continue
            row["worker"] = path.stem
            row["idle"] = row["wall"] - row["cpu"] - row["wait"]
            ends[path.stem] = max(ends[path.stem], row["at"] + row["wall"])
            rows.append(row)
    first = min(starts.values())
    last = max(ends.values())
    for worker in sorted(ends):
        mine = [r for r in rows if r["worker"] == worker]
        print(
            f"{worker}: first test at {min(r['at'] for r in mine) - first:.1f} s, done at "
            f"{ends[worker] - first:.1f} s ({last - ends[worker]:.1f} s before the last); "
            f"wall {sum(r['wall'] for r in mine):.1f} s = cpu {sum(r['cpu'] for r in mine):.1f}"
            f" + run queue {sum(r['wait'] for r in mine):.1f}"
            f" + idle {sum(r['idle'] for r in mine):.1f}"
        )
    by_file: dict[str, list[float]] = defaultdict(lambda: [0.0, 0.0, 0.0])
    for r in rows:
        totals = by_file[r["test"].partition("::")[0]]
        totals[0] += r["idle"]
        totals[1] += r["cpu"]
        totals[2] += r["wall"]
    print(f"\nfiles by idle time (idle / cpu / wall, s), top {top}:")
    for name, (idle, cpu, wall) in sorted(by_file.items(), key=lambda kv: -kv[1][0])[:top]:
        print(f"{idle:8.1f} {cpu:8.1f} {wall:8.1f}  {name}")
    print(f"\nfiles by CPU time (idle / cpu / wall, s), top {top}:")
    for name, (idle, cpu, wall) in sorted(by_file.items(), key=lambda kv: -kv[1][1])[:top]:
        print(f"{idle:8.1f} {cpu:8.1f} {wall:8.1f}  {name}")
    print(f"\nphases by idle time (idle / cpu / wall, s), top {top}:")
    for r in sorted(rows, key=lambda r: -r["idle"])[:top]:
        print(f"{r['idle']:8.1f} {r['cpu']:8.1f} {r['wall']:8.1f}  {r['phase']:8} {r['test']}")


if __name__ == "__main__":
    report(Path(sys.argv[1]), int(sys.argv[2]) if len(sys.argv) > 2 else 40)
