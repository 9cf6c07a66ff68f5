"""Load test: many connections from many clients on a mixed load, then a burst of large links.

Run from the repository root (not in CI: it takes about two minutes):

    .venv/bin/python bench/load.py              # table; exit 1 if a target is missed
    .venv/bin/python bench/load.py --json       # the same figures as JSON on stdout
    .venv/bin/python bench/load.py --quick      # 10 s of load, a smaller burst
    .venv/bin/python bench/load.py --no-check   # never fail on targets

One uvicorn worker (`python -m app`, access log off, a free port, its own store and search
database in a temporary directory, the engine pool at its defaults: one worker process per CPU)
is started as a subprocess; its address is 127.0.0.1 and the client's connections come from 16
addresses, 127.0.0.2 to 127.0.0.17, four connections each — sixteen clients, as the app counts
a client (by its address), so the per-client caps on engine runs (`RULINGS_ENGINE_CLIENT_RUNS`)
and on searches (`RULINGS_SEARCH_CLIENT_SEARCHES`), 4 at once each, are never reached: sixteen
people don't hear 429, and a 429 here is an error like any other.

1. Warm-up: every request of the mix once.
2. Mixed load, `--connections` (64) keep-alive connections for `--duration` (60) s, each
   request drawn with a fixed seed from: reference pages (home, rules, glossary, keywords, cards,
   rulings, examples, the engine's card list: 30%), search (the API and the page, queries from
   bench/queries.txt: 25%), explorer steps (`/explore?s=…&at=N` of the examples, full pages and
   htmx fragments: 30%), and engine runs through the API (`/api/v1/scenarios/run` and `/step`
   of the examples: 15%). Every answer is checked (status and a marker in its body); anything
   else, a 429 or 503 included, is an error.
3. Bursts: twice, `--burst` (120) large distinct links opened at `at=3` from 8 connections
   (each a 130-Bolt stack with its own title: about 300 KB of run output JSON, 36 MB a burst,
   more than the explorer's 32 MiB cache holds), so every one is a new run that the cache must
   make room for; the second burst's links are new too. Memory that stays flat from the first
   burst to the second is bounded.

Figures: requests, req/s, p50/p95/p99/max latency and errors, overall and per kind; the resident
memory (RSS) of the app's process and of its engine workers before the load, after it, and
after each burst; the explorer cache's bytes (from `/healthz`). Targets: no error, and the
cache's bytes within its bound.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import socket
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent
# As in bench/search.py: this folder would shadow the engine package (bench/engine.py).
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() not in (BENCH, ROOT)]
sys.path.insert(0, str(ROOT))

from app.services.explorer import token_for  # noqa: E402

# bench/search.py's HTTP helpers, imported from this folder: it comes last on the path, so
# `engine` is still the package at the root, not bench/engine.py.
sys.path.append(str(BENCH))
import search as search_bench  # noqa: E402

HOST = "127.0.0.1"
CLIENTS = 16
SEED = 12
EXAMPLES = ROOT / "examples"
QUERIES = BENCH / "queries.txt"
#: Kinds of request in the mixed load, and their shares.
MIX = {"page": 30, "search": 25, "explore": 30, "api": 15}


@dataclass(frozen=True)
class Request:
    kind: str
    raw: bytes
    #: What a right answer has: its status and a marker in its body.
    status: int
    marker: bytes


def get(port: int, path: str, kind: str, marker: bytes, **headers: str) -> Request:
    extra = "".join(f"{k}: {v}\r\n" for k, v in headers.items())
    raw = f"GET {path} HTTP/1.1\r\nHost: {HOST}:{port}\r\n{extra}\r\n".encode()
    return Request(kind, raw, 200, marker)


def post_json(port: int, path: str, body: Any) -> Request:
    data = json.dumps(body).encode()
    head = (
        f"POST {path} HTTP/1.1\r\nHost: {HOST}:{port}\r\nContent-Type: application/json\r\n"
        f"Content-Length: {len(data)}\r\n\r\n"
    )
    return Request("api", head.encode() + data, 200, b'"exit_status":')


def examples() -> list[dict[str, Any]]:
    out = []
    for path in sorted(EXAMPLES.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        data.pop("example", None)
        data.pop("expect", None)
        out.append(data)
    return out


def queries() -> list[str]:
    lines = QUERIES.read_text(encoding="utf-8").splitlines()
    return [line.split("\t")[0] for line in lines if line.strip() and not line.startswith("#")]


def mixed_requests(port: int) -> dict[str, list[Request]]:
    """Every request of the mix, by kind."""
    from engine.driver.run import run

    html = b"<!doctype html>"
    pages = [
        get(port, path, "page", html)
        for path in (
            "/",
            "/rules",
            "/rules/702",
            "/rules/608.2b",
            "/glossary",
            "/keywords",
            "/keywords/trample",
            "/cards",
            "/rulings",
            "/examples",
            "/engine/cards",
            "/about",
        )
    ]
    scenarios = examples()
    for data in scenarios[:20]:
        name = data.get("title", "")
        pages.append(get(port, "/search?" + urlencode({"q": name[:40]}), "page", html))
    words = queries()
    search = [
        get(port, "/api/v1/search?" + urlencode({"q": q}), "search", b'"total":') for q in words
    ] + [get(port, "/search?" + urlencode({"q": q}), "search", html) for q in words[:40]]
    explore = []
    for data in scenarios:
        token = token_for(data)
        output, _ = run(data)
        total = max((e["step"] for e in output["events"]), default=0)
        for at in range(0, total + 1, max(1, total // 6)):
            path = "/explore?" + urlencode({"s": token, "at": at})
            explore.append(get(port, path, "explore", b"Step "))
            explore.append(get(port, path, "explore", b"Step ", **{"HX-Request": "true"}))
    api = [post_json(port, "/api/v1/scenarios/run", data) for data in scenarios]
    api += [
        post_json(port, "/api/v1/scenarios/step", {"scenario": data, "steps": 3})
        for data in scenarios
    ]
    return {"page": pages, "search": search, "explore": explore, "api": api}


def large_link(n: int) -> str:
    """A 130-Bolt stack at B, titled by `n`: a distinct link with about 300 KB of run output."""
    bolts = 130
    return token_for(
        {
            "title": f"Burst {n}",
            "players": [{"id": "A", "mana_pool": "{R}" * bolts}, {"id": "B", "life": 1000}],
            "turn": {"number": 3, "active": "A", "step": "main1"},
            "objects": [
                {"id": f"bolt{i}", "card": "Lightning Bolt", "owner": "A", "zone": "hand"}
                for i in range(bolts)
            ],
            "actions": [
                *({"player": "A", "cast": f"bolt{i}", "targets": ["B"]} for i in range(bolts)),
                {"resolve": "stack"},
            ],
        }
    )


# --- the client --------------------------------------------------------------------------------


@dataclass
class Tally:
    latencies_ns: list[int] = field(default_factory=list)
    errors: int = 0
    samples: list[str] = field(default_factory=list)

    def report(self, seconds: float) -> dict[str, Any]:
        return {
            "requests": len(self.latencies_ns),
            "rps": len(self.latencies_ns) / seconds if seconds else 0.0,
            "errors": self.errors,
            **search_bench.summary_ms(self.latencies_ns),
            "error_samples": self.samples[:5],
        }


async def load(
    port: int,
    pick: Callable[[int], Request],
    connections: int,
    *,
    duration: float,
    count: int | None,
) -> tuple[dict[str, Tally], float]:
    """Requests `pick(0)`, `pick(1)`, … from `connections` keep-alive connections, connection k
    from the address 127.0.0.(2 + k % CLIENTS); every answer checked. Per kind, and the time."""
    tallies: dict[str, Tally] = {}
    next_index = iter(range(10**12))
    clock = time.perf_counter_ns

    async def connection(k: int, deadline: float) -> None:
        address = f"127.0.0.{2 + k % CLIENTS}"
        reader = writer = None
        while time.perf_counter() < deadline:
            i = next(next_index)
            if count is not None and i >= count:
                break
            request = pick(i)
            tally = tallies.setdefault(request.kind, Tally())
            try:
                if writer is None:
                    reader, writer = await asyncio.open_connection(
                        HOST, port, local_addr=(address, 0)
                    )
                    writer.get_extra_info("socket").setsockopt(
                        socket.IPPROTO_TCP, socket.TCP_NODELAY, 1
                    )
                assert reader is not None
                started = clock()
                writer.write(request.raw)
                status, body, keep_alive = await search_bench.read_response(reader)
                tally.latencies_ns.append(clock() - started)
                if status != request.status or request.marker not in body:
                    tally.errors += 1
                    tally.samples.append(f"{request.raw[:100]!r} -> {status} {body[:200]!r}")
                if not keep_alive:
                    writer.close()
                    reader = writer = None
            except Exception as exc:  # every failure counts, and the run goes on
                tally.errors += 1
                tally.samples.append(f"{request.raw[:100]!r} -> {exc!r}")
                if writer is not None:
                    writer.close()
                reader = writer = None
        if writer is not None:
            writer.close()
            with contextlib.suppress(Exception):
                await writer.wait_closed()

    start = time.perf_counter()
    deadline = start + (duration if count is None else 10**9)
    await asyncio.gather(*(connection(k, deadline) for k in range(connections)))
    return tallies, time.perf_counter() - start


def summarize(tallies: dict[str, Tally], seconds: float) -> dict[str, Any]:
    every = Tally()
    for tally in tallies.values():
        every.latencies_ns += tally.latencies_ns
        every.errors += tally.errors
        every.samples += tally.samples
    return {
        "seconds": round(seconds, 2),
        "all": every.report(seconds),
        "kinds": {kind: t.report(seconds) for kind, t in sorted(tallies.items())},
    }


# --- the server --------------------------------------------------------------------------------


def rss(pid: int) -> dict[str, int]:
    """Resident bytes of the app's process and, summed, of the processes under it (the fork
    server and the engine workers)."""
    children: dict[int, list[int]] = {}
    for stat in Path("/proc").glob("[0-9]*/stat"):
        with contextlib.suppress(OSError):
            fields = stat.read_text().rsplit(")", 1)[1].split()
            children.setdefault(int(fields[1]), []).append(int(stat.parent.name))

    def resident(p: int) -> int:
        with contextlib.suppress(OSError):
            for line in Path(f"/proc/{p}/status").read_text().splitlines():
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) * 1024
        return 0

    below, todo = 0, list(children.get(pid, []))
    while todo:
        p = todo.pop()
        below += resident(p)
        todo += children.get(p, [])
    return {"app": resident(pid), "workers": below}


def healthz(port: int) -> dict[str, Any]:
    with socket.create_connection((HOST, port), timeout=10) as s:
        s.sendall(f"GET /healthz HTTP/1.1\r\nHost: {HOST}\r\nConnection: close\r\n\r\n".encode())
        data = b""
        while chunk := s.recv(65536):
            data += chunk
    body: dict[str, Any] = json.loads(data.split(b"\r\n\r\n", 1)[1])
    return body


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--no-check", action="store_true", help="exit 0 even if a target is missed")
    parser.add_argument("--quick", action="store_true", help="10 s of load, a burst of 40")
    parser.add_argument("--duration", type=float, default=60.0, help="seconds of mixed load")
    parser.add_argument("--connections", type=int, default=64)
    parser.add_argument("--burst", type=int, default=120, help="large distinct links to open")
    args = parser.parse_args(argv)
    if args.quick:
        args.duration, args.burst = 10.0, 40

    report: dict[str, Any] = {"connections": args.connections, "clients": CLIENTS}
    with tempfile.TemporaryDirectory() as tmp:
        port = search_bench.free_port()
        env = dict(os.environ)
        env.update(
            PYTHONPATH=str(ROOT),
            RULINGS_HOST=HOST,
            RULINGS_PORT=str(port),
            RULINGS_ACCESS_LOG="false",
            RULINGS_WORKERS="1",
            RULINGS_STORE_DIR=tmp,
            RULINGS_INDEX_PATH=str(Path(tmp) / "reference.sqlite"),
        )
        argv_app = [sys.executable, "-m", "app"]
        with search_bench.started(argv_app, env, port, "/healthz") as server:
            by_kind = mixed_requests(port)
            every = [r for kind in MIX for r in by_kind[kind]]
            print(f"warm-up: {len(every)} requests", file=sys.stderr)
            warm, seconds = asyncio.run(
                load(port, lambda i: every[i], 16, duration=0, count=len(every))
            )
            report["warm_up"] = summarize(warm, seconds)
            report["rss_before"] = rss(server.pid)

            rng = random.Random(SEED)
            kinds = list(MIX)
            weights = [MIX[k] for k in kinds]
            drawn = [rng.choices(kinds, weights)[0] for _ in range(1 << 16)]
            picks = [rng.randrange(len(by_kind[k])) for k in drawn]

            def pick(i: int) -> Request:
                j = i % len(drawn)
                return by_kind[drawn[j]][picks[j]]

            print(f"load: {args.connections} connections, {args.duration:g} s", file=sys.stderr)
            tallies, seconds = asyncio.run(
                load(port, pick, args.connections, duration=args.duration, count=None)
            )
            report["load"] = summarize(tallies, seconds)
            report["rss_after_load"] = rss(server.pid)

            for number in (1, 2):
                print(f"burst {number}: {args.burst} large distinct links", file=sys.stderr)
                first = (number - 1) * args.burst
                burst = [
                    get(
                        port,
                        "/explore?" + urlencode({"s": large_link(n), "at": 3}),
                        "burst",
                        b"Step 3 of",
                    )
                    for n in range(first, first + args.burst)
                ]
                tallies, seconds = asyncio.run(
                    load(port, lambda i, burst=burst: burst[i], 8, duration=0, count=len(burst))
                )
                report[f"burst_{number}"] = summarize(tallies, seconds)
                report[f"rss_after_burst_{number}"] = rss(server.pid)
                report[f"engine_after_burst_{number}"] = healthz(port)["engine"]
            report["engine"] = report["engine_after_burst_2"]
            report["engine_workers"] = report["engine"]["workers"]

    problems = check(report)
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        print_table(report)
    for problem in problems:
        print(f"TARGET MISSED: {problem}", file=sys.stderr)
    return 1 if problems and not args.no_check else 0


def check(report: dict[str, Any]) -> list[str]:
    problems = []
    for phase in ("warm_up", "load", "burst_1", "burst_2"):
        errors = report[phase]["all"]["errors"]
        if errors:
            samples = report[phase]["all"]["error_samples"]
            problems.append(f"{phase}: {errors} errors, e.g. {samples[:2]}")
    for number in (1, 2):
        engine = report[f"engine_after_burst_{number}"]
        if engine["cache_bytes"] > engine["cache_max_bytes"]:
            problems.append(f"the explorer cache holds {engine['cache_bytes']:,} bytes")
    return problems


def mib(n: int) -> str:
    return f"{n / 1024**2:.0f} MiB"


def print_table(report: dict[str, Any]) -> None:
    print(
        f"{report['connections']} connections from {report['clients']} clients, "
        f"{report['engine_workers']} engine workers"
    )
    columns = ("requests", "req/s", "p50 ms", "p95 ms", "p99 ms", "max ms", "errors")
    print(f"{'phase':<14}" + "".join(f"{c:>10}" for c in columns))
    for phase in ("warm_up", "load", "burst_1", "burst_2"):
        rows = [("all", report[phase]["all"])]
        if phase == "load":
            rows += list(report[phase]["kinds"].items())
        for kind, r in rows:
            label = phase if kind == "all" else f"  {kind}"
            values = (r["requests"], r["rps"], r["p50_ms"], r["p95_ms"], r["p99_ms"], r["max_ms"])
            print(f"{label:<14}" + "".join(f"{v:>10.0f}" for v in values) + f"{r['errors']:>10}")
    for moment in ("rss_before", "rss_after_load", "rss_after_burst_1", "rss_after_burst_2"):
        r = report[moment]
        print(f"{moment:<18} app {mib(r['app'])}, engine workers {mib(r['workers'])}")
    for number in (1, 2):
        engine = report[f"engine_after_burst_{number}"]
        print(
            f"after burst {number}      explorer cache {mib(engine['cache_bytes'])} of "
            f"{mib(engine['cache_max_bytes'])}; workers killed at a deadline: {engine['killed']}"
        )


if __name__ == "__main__":
    sys.exit(main())
