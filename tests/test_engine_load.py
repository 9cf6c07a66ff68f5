"""Bounded work against a real server (issue 12, acceptance): a run with the largest counts a
scenario may have finishes within its budget plus a small margin and under a memory bound, and
`/healthz` answers within 100 ms while four such runs are in flight.

The server is `python -m app` (as the Docker image runs it) with four engine workers, so the
four runs really run at once. The heavy scenario is heavy by its counts alone — as many objects
and actions as a scenario may hold (`engine.driver.scenario.MAX_OBJECTS`, `MAX_ACTIONS`): Lightning
Bolts on the stack and in hand, each cast and each resolved at player B — with its time budget
lowered to 1 s so that the test stays short (a scenario may lower its limits, never raise them).
"""

from __future__ import annotations

import http.client
import json
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import pytest

from engine.driver.scenario import MAX_ACTIONS, MAX_OBJECTS
from tests import servers

BUDGET = 1.0
#: RULINGS_ENGINE_KILL_MARGIN for this server, and the slack allowed for the answer's transfer.
MARGIN = 1.0
SLACK = 0.75
WORKERS = 4
WORKER_MEMORY_MB = 512
#: What the server and its workers may hold together, at the peak of four heavy runs.
TREE_MEMORY_BOUND = 1536 * 1024**2
HEALTHZ_SECONDS = 0.100
#: The most one answer may take in a round whose other answers (p90) are within HEALTHZ_SECONDS.
HEALTHZ_OUTLIER_SECONDS = 0.5
#: Rounds of four runs tried before the timings count as missed (see the test's docstring).
ROUNDS = 3
#: Bolts cast from hand (each costs {R}; the pool holds them all).
CAST = 100


def heavy() -> dict[str, Any]:
    """As many objects and actions as a scenario may have: Bolts on the stack and in hand, the
    ones in hand cast one by one, then everyone passes until the stack is empty."""
    on_stack = MAX_OBJECTS - CAST
    objects = [
        {"id": f"s{i}", "card": "Lightning Bolt", "owner": "A", "zone": "stack", "targets": ["B"]}
        for i in range(on_stack)
    ] + [
        {"id": f"h{i}", "card": "Lightning Bolt", "owner": "A", "zone": "hand"} for i in range(CAST)
    ]
    casts = [{"player": "A", "cast": f"h{i}", "targets": ["B"]} for i in range(CAST)]
    return {
        "title": "The most objects and actions a scenario may have",
        "players": [{"id": "A", "mana_pool": "{R}" * CAST}, {"id": "B", "life": 100_000}],
        "turn": {"number": 3, "active": "A", "step": "main1"},
        "objects": objects,
        "actions": [*casts, *({"pass": True} for _ in range(MAX_ACTIONS - CAST))],
        "limits": {"max_seconds": BUDGET},
    }


def tree_rss(root: int) -> dict[int, int]:
    """Resident bytes of `root` and every process under it (the fork server, the workers),
    read from /proc without scanning every process (the test shares the CPUs it measures)."""
    sizes: dict[int, int] = {}
    todo = [root]
    while todo:
        pid = todo.pop()
        try:
            status = Path(f"/proc/{pid}/status").read_text()
            for task in Path(f"/proc/{pid}/task").iterdir():
                todo += [int(child) for child in (task / "children").read_text().split()]
        except (FileNotFoundError, ProcessLookupError):
            continue
        for line in status.splitlines():
            if line.startswith("VmRSS:"):
                sizes[pid] = int(line.split()[1]) * 1024
    return sizes


def server_pid(log_name: str) -> int:
    """The app process, found by its command line (it names its own outbound log)."""
    for cmdline in Path("/proc").glob("[0-9]*/cmdline"):
        try:
            if log_name in cmdline.read_text():
                return int(cmdline.parent.name)
        except (FileNotFoundError, ProcessLookupError):
            continue
    raise AssertionError(f"no process has {log_name} on its command line")


@pytest.fixture
def server(tmp_path: Path, index_path: Path) -> Iterator[tuple[str, int]]:
    env = {
        "RULINGS_STORE_DIR": str(tmp_path / "links"),
        "RULINGS_ENGINE_WORKERS": str(WORKERS),
        "RULINGS_ENGINE_KILL_MARGIN": str(MARGIN),
        "RULINGS_ENGINE_WORKER_MEMORY_MB": str(WORKER_MEMORY_MB),
    }
    with servers.app_processes(1, env, tmp_path, index_path) as [url]:
        yield url, server_pid(str(servers.outbound_log(tmp_path, 0)))


@dataclass
class Round:
    """One round: four heavy runs at once, /healthz polled meanwhile."""

    latencies: list[float] = field(default_factory=list)
    results: list[tuple[int, float, dict[str, Any]]] = field(default_factory=list)
    peak: dict[int, int] = field(default_factory=dict)
    in_flight: int = 0

    def timing_problems(self) -> list[str]:
        problems = []
        ordered = sorted(self.latencies)
        if len(ordered) < 5:
            problems.append("too few /healthz samples with all four runs in flight")
        elif ordered[-1] >= HEALTHZ_SECONDS and ordered[len(ordered) * 9 // 10] >= HEALTHZ_SECONDS:
            problems.append(f"/healthz took {ordered[-1] * 1000:.0f} ms (p90 too)")
        elif ordered[-1] >= HEALTHZ_OUTLIER_SECONDS:
            problems.append(f"/healthz took {ordered[-1] * 1000:.0f} ms")
        slowest = max(seconds for _, seconds, _ in self.results)
        if slowest >= BUDGET + MARGIN + SLACK:
            problems.append(f"a run took {slowest:.2f} s")
        return problems

    def __str__(self) -> str:
        return (
            f"healthz max {max(self.latencies, default=0) * 1000:.1f} ms over "
            f"{len(self.latencies)}; runs "
            + ", ".join(f"{s:.2f} s exit {a.get('exit_status')}" for _, s, a in self.results)
            + f"; peak RSS {sum(self.peak.values()) / 1024**2:.0f} MiB in {len(self.peak)} "
            "processes"
        )


def heavy_round(host: str, port: int, pid: int) -> Round:
    health = http.client.HTTPConnection(host, port, timeout=10)

    def healthz() -> tuple[float, dict[str, Any]]:
        started = time.perf_counter()
        health.request("GET", "/healthz")
        response = health.getresponse()
        body = json.loads(response.read())
        assert response.status == 200
        return time.perf_counter() - started, body

    healthz()  # the connection is open, and the workers have started
    body = json.dumps(heavy()).encode()
    result = Round()

    def run_one() -> None:
        connection = http.client.HTTPConnection(host, port, timeout=30)
        started = time.perf_counter()
        connection.request(
            "POST", "/api/v1/scenarios/run", body, {"Content-Type": "application/json"}
        )
        response = connection.getresponse()
        answer = json.loads(response.read())
        connection.close()
        result.results.append((response.status, time.perf_counter() - started, answer))

    runs = [threading.Thread(target=run_one) for _ in range(WORKERS)]
    for thread in runs:
        thread.start()
    while any(thread.is_alive() for thread in runs):
        seconds, status = healthz()
        result.in_flight = max(result.in_flight, status["engine"]["runs"])
        if status["engine"]["runs"] == WORKERS:
            result.latencies.append(seconds)
        for process, rss in tree_rss(pid).items():
            result.peak[process] = max(result.peak.get(process, 0), rss)
        time.sleep(0.05)
    for thread in runs:
        thread.join()
    health.close()
    return result


@pytest.mark.slow
@pytest.mark.serial
def test_four_heavy_runs_stay_in_budget_and_memory_and_healthz_stays_fast(
    server: tuple[str, int],
) -> None:
    """Every round's answers and memory are checked; the timings must hold in one of up to
    three rounds: every /healthz within 100 ms — or, on a machine shared with other work (a
    second test run, a browser), where an idle app's /healthz already takes 100–350 ms now and
    then, 90% of them within 100 ms and none over 500 ms. A run holding the event loop would
    hold every /healthz for as long as it runs, and fail them all."""
    url, pid = server
    parts = urlsplit(url)
    failed: list[str] = []
    for _ in range(ROUNDS):
        result = heavy_round(parts.hostname or "", parts.port or 0, pid)
        print(result)  # the figures, for `pytest -s`
        assert result.in_flight == WORKERS
        assert len(result.results) == WORKERS
        for status, _, answer in result.results:
            assert status == 200
            # Stopped by its own budget (exit 4, with the state up to there) or done within it.
            assert answer["exit_status"] in (0, 4)
            if answer["exit_status"] == 4:
                assert answer["error"]["limit"] == "max_seconds"
                assert answer["state"]["objects"]
        workers = {p: rss for p, rss in result.peak.items() if p != pid}
        assert max(workers.values()) < WORKER_MEMORY_MB * 1024**2
        assert sum(result.peak.values()) < TREE_MEMORY_BOUND, str(result)
        problems = result.timing_problems()
        if not problems:
            return
        failed.append("; ".join(problems))
    pytest.fail(f"in each of {ROUNDS} rounds: {failed}")
