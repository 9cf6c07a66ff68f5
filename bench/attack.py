"""Availability under attack: `/healthz` latency while hostile multipart forms and heavy searches
run (issue 26 §3–4; the acceptance: `/healthz` under 1 s while they run).

Run from the repository root (not in CI: about a minute):

    .venv/bin/python bench/attack.py              # table; exit 1 if a target is missed
    .venv/bin/python bench/attack.py --json       # the same figures as JSON on stdout
    .venv/bin/python bench/attack.py --quick      # 5 s a phase
    .venv/bin/python bench/attack.py --no-check   # never fail on targets

One uvicorn worker (`python -m app`, as bench/load.py starts it: access log off, a free port,
its own store and search database in a temporary directory, the engine pool at its defaults).
A sampler asks `/healthz` every 100 ms on a keep-alive connection of its own (from 127.0.0.1)
through four phases of `--duration` (15) s each:

1. quiet: nothing else;
2. multipart: `--multipart-connections` (8) connections post, one after another, the two bodies
   of issue 26 §3 to builder routes: one part whose header has 100,000 `; p=a` parameters
   (512 KiB: 8 s of the event loop each before the fix, 33 s for four at once) and a file field
   of 2,000 nested multipart parts (a RecursionError and a 500 before). Each must be a 400
   saying which bound it breaks;
3. search: `--search-connections` (16) connections, one client address each (127.0.0.2 on; the
   app counts a client by its address, at most `RULINGS_SEARCH_CLIENT_SEARCHES` (4) searches of
   one at once, so none is refused and every search does its work), ask the API and the search
   page, by turns, for the heaviest query the app accepts — 12 `o:` terms of two common letters,
   each a prefix of most cards' text, drawn with a fixed seed so that no two are alike and no
   cache answers one — and every fourth request for issue 26 §4's fifty `o:<letter>` terms
   (0.7–2.4 s of CPU on the event loop each before the fix; now a 422/400 naming the bound);
4. both: the multipart and the search attacks at once.

Figures per phase: `/healthz` samples, p50/p95/max latency; the attack's requests, req/s, their
statuses and p50/max latency. Targets: `/healthz` answers 200 in under 1 s (`--target-ms`) at
every sample of every phase; every attack request gets the answer it should (a 200, or the 4xx
naming the bound); never a 5xx.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import string
import sys
import tempfile
import time
from collections import Counter
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
sys.path.append(str(BENCH))
import search as search_bench  # noqa: E402

HOST = "127.0.0.1"
SEED = 26
#: Two letters that begin a word of most cards' rules text: each `o:` term matches most cards.
BIGRAMS = (
    "th",
    "an",
    "in",
    "re",
    "on",
    "at",
    "er",
    "es",
    "or",
    "it",
    "to",
    "st",
    "en",
    "ar",
    "ta",
    "ca",
    "co",
    "de",
    "di",
    "ex",
    "fo",
    "ge",
    "ha",
    "ma",
    "mo",
    "of",
    "pa",
    "pl",
    "po",
    "sa",
    "se",
    "so",
    "sp",
    "tu",
    "un",
    "wh",
    "yo",
    "ea",
    "cr",
    "dr",
)
TERMS = 12
#: Issue 26 §4's attack: fifty one-letter oracle prefixes.
FIFTY = " ".join(f"o:{c}" for c in (string.ascii_lowercase * 2)[:50])
BOUNDARY = "b0undary"


@dataclass(frozen=True)
class Attack:
    raw: bytes
    #: What a right answer is: its status and a marker in its body.
    status: int
    marker: bytes


def request(port: int, method: str, path: str, body: bytes = b"", **headers: str) -> bytes:
    extra = "".join(f"{k}: {v}\r\n" for k, v in headers.items())
    if method == "POST":
        extra += f"Content-Length: {len(body)}\r\n"
    return f"{method} {path} HTTP/1.1\r\nHost: {HOST}:{port}\r\n{extra}\r\n".encode() + body


def multipart_attacks(port: int) -> list[Attack]:
    """Issue 26 §3's two bodies, each to the upload and to an edit route."""

    def part(headers: str, content: bytes) -> bytes:
        return f"--{BOUNDARY}\r\n{headers}\r\n\r\n".encode() + content + b"\r\n"

    def form(*parts: bytes) -> bytes:
        return b"".join(parts) + f"--{BOUNDARY}--\r\n".encode()

    flood = form(part('Content-Disposition: form-data; name="file"' + "; p=a" * 100_000, b"{}"))
    nested = b"x"
    for level in reversed(range(1, 2_000)):
        head = f"--b{level}\r\nContent-Type: multipart/mixed; boundary=b{level + 1}\r\n\r\n"
        nested = head.encode() + nested + f"\r\n--b{level}--".encode()
    headers = (
        'Content-Disposition: form-data; name="file"\r\nContent-Type: multipart/mixed; boundary=b1'
    )
    nesting = form(part(headers, nested))
    content_type = f"multipart/form-data; boundary={BOUNDARY}"
    out = []
    for path in ("/explore/build/upload", "/explore/build/player/add"):
        for body in (flood, nesting):
            raw = request(port, "POST", path, body, **{"Content-Type": content_type})
            out.append(Attack(raw, 400, b"of the uploaded form"))
    return out


def search_attacks(port: int, count: int) -> list[Attack]:
    """`count` distinct heavy queries, by turns to the API and the page, and every fourth the
    fifty-term query that is refused."""
    rng = random.Random(SEED)
    out = []
    for i in range(count):
        api = i % 2 == 0
        if i % 8 in (6, 7):
            query, status = FIFTY, 422 if api else 400
            marker = b"at most 12 terms"
        else:
            query = " ".join(f"o:{b}" for b in rng.sample(BIGRAMS, TERMS))
            status, marker = 200, (b'"total":' if api else b"<!doctype html>")
        path = ("/api/v1/search?" if api else "/search?") + urlencode({"q": query})
        out.append(Attack(request(port, "GET", path), status, marker))
    return out


# --- the clients -------------------------------------------------------------------------------


@dataclass
class Tally:
    latencies_ns: list[int] = field(default_factory=list)
    statuses: Counter[int] = field(default_factory=Counter)
    wrong: list[str] = field(default_factory=list)

    def report(self, seconds: float) -> dict[str, Any]:
        return {
            "requests": len(self.latencies_ns),
            "rps": len(self.latencies_ns) / seconds if seconds else 0.0,
            "statuses": {str(k): v for k, v in sorted(self.statuses.items())},
            "wrong": len(self.wrong),
            "wrong_samples": self.wrong[:3],
            **search_bench.summary_ms(self.latencies_ns),
        }


async def exchange(
    address: str, port: int, raw: bytes, state: dict[str, Any]
) -> tuple[int, bytes, int]:
    """One request on the keep-alive connection in `state` (opened from `address` if there is
    none): its status, body and latency in ns."""
    if "writer" not in state:
        state["reader"], state["writer"] = await asyncio.open_connection(
            HOST, port, local_addr=(address, 0)
        )
    started = time.perf_counter_ns()
    state["writer"].write(raw)
    status, body, keep_alive = await search_bench.read_response(state["reader"])
    latency = time.perf_counter_ns() - started
    if not keep_alive:
        close(state)
    return status, body, latency


def close(state: dict[str, Any]) -> None:
    if "writer" in state:
        state.pop("writer").close()
        state.pop("reader")


async def attack(
    port: int,
    attacks: list[Attack],
    pick: Callable[[int], int],
    connections: int,
    first_address: int,
    deadline: float,
    tally: Tally,
) -> None:
    """`connections` connections sending `attacks[pick(i)]` until `deadline`, connection k from
    127.0.0.(first_address + k); every answer checked."""
    counter = iter(range(10**12))

    async def connection(k: int) -> None:
        state: dict[str, Any] = {}
        while time.perf_counter() < deadline:
            one = attacks[pick(next(counter))]
            try:
                status, body, latency = await exchange(
                    f"127.0.0.{first_address + k}", port, one.raw, state
                )
            except Exception as exc:  # every failure counts, and the run goes on
                tally.wrong.append(f"{one.raw[:60]!r} -> {exc!r}")
                close(state)
                continue
            tally.latencies_ns.append(latency)
            tally.statuses[status] += 1
            if status != one.status or one.marker not in body:
                tally.wrong.append(f"{one.raw[:60]!r} -> {status} {body[:160]!r}")
        close(state)

    await asyncio.gather(*(connection(k) for k in range(connections)))


async def sample_health(port: int, deadline: float, tally: Tally) -> None:
    """`/healthz` every 100 ms (after the last answer) until `deadline`."""
    state: dict[str, Any] = {}
    raw = request(port, "GET", "/healthz")
    while time.perf_counter() < deadline:
        try:
            status, body, latency = await exchange(HOST, port, raw, state)
        except Exception as exc:
            tally.wrong.append(repr(exc))
            close(state)
        else:
            tally.latencies_ns.append(latency)
            tally.statuses[status] += 1
            if status != 200 or b'"status"' not in body:
                tally.wrong.append(f"{status} {body[:160]!r}")
        await asyncio.sleep(0.1)
    close(state)


async def warm_up(port: int, payloads: dict[str, list[Attack]]) -> float:
    """Each multipart attack and a few searches once (the engine pool starts on the first run,
    the builder's error page runs the empty board once), then `/healthz` until it has answered
    in under 50 ms five times running (the app's start-up threads done). The seconds it took."""
    started = time.perf_counter()
    state: dict[str, Any] = {}
    for one in payloads["multipart"] + payloads["search"][:8]:
        await exchange(HOST, port, one.raw, state)
    fast = 0
    while fast < 5 and time.perf_counter() - started < 120:
        latency = (await exchange(HOST, port, request(port, "GET", "/healthz"), state))[2]
        fast = fast + 1 if latency < 50_000_000 else 0
        await asyncio.sleep(0.1)
    close(state)
    return time.perf_counter() - started


async def phase(
    port: int,
    name: str,
    duration: float,
    multipart: int,
    searches: int,
    payloads: dict[str, list[Attack]],
) -> dict[str, Any]:
    deadline = time.perf_counter() + duration
    health, forms, search = Tally(), Tally(), Tally()
    jobs = [sample_health(port, deadline, health)]
    if multipart:
        bodies = payloads["multipart"]
        jobs.append(attack(port, bodies, lambda i: i % len(bodies), multipart, 2, deadline, forms))
    if searches:
        queries = payloads["search"]
        jobs.append(
            attack(
                port, queries, lambda i: i % len(queries), searches, 2 + multipart, deadline, search
            )
        )
    started = time.perf_counter()
    await asyncio.gather(*jobs)
    seconds = time.perf_counter() - started
    out = {"phase": name, "seconds": round(seconds, 2), "healthz": health.report(seconds)}
    if multipart:
        out["multipart"] = forms.report(seconds)
    if searches:
        out["search"] = search.report(seconds)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--no-check", action="store_true", help="exit 0 even if a target is missed")
    parser.add_argument("--quick", action="store_true", help="5 s a phase")
    parser.add_argument("--duration", type=float, default=15.0, help="seconds a phase")
    parser.add_argument("--multipart-connections", type=int, default=8)
    parser.add_argument("--search-connections", type=int, default=16)
    parser.add_argument("--target-ms", type=float, default=1000.0, help="/healthz's bound")
    args = parser.parse_args(argv)
    if args.quick:
        args.duration = 5.0
    m, s = args.multipart_connections, args.search_connections
    phases = [("quiet", 0, 0), ("multipart", m, 0), ("search", 0, s), ("both", m, s)]

    report: dict[str, Any] = {"target_ms": args.target_ms, "load_average": os.getloadavg()}
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
        payloads = {"multipart": multipart_attacks(port), "search": search_attacks(port, 20_000)}
        with search_bench.started([sys.executable, "-m", "app"], env, port, "/healthz"):
            report["warm_up_seconds"] = round(asyncio.run(warm_up(port, payloads)), 1)
            report["phases"] = []
            for name, multipart, searches in phases:
                print(
                    f"{name}: {multipart} multipart, {searches} search connections, "
                    f"{args.duration:g} s",
                    file=sys.stderr,
                )
                report["phases"].append(
                    asyncio.run(phase(port, name, args.duration, multipart, searches, payloads))
                )

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
    for one in report["phases"]:
        health = one["healthz"]
        if health["max_ms"] >= report["target_ms"]:
            problems.append(f"{one['phase']}: /healthz took up to {health['max_ms']:.0f} ms")
        for kind in ("healthz", "multipart", "search"):
            if kind in one and one[kind]["wrong"]:
                samples = one[kind]["wrong_samples"]
                wrong = one[kind]["wrong"]
                problems.append(f"{one['phase']} {kind}: {wrong} wrong, e.g. {samples}")
    return problems


def print_table(report: dict[str, Any]) -> None:
    load = ", ".join(f"{x:.1f}" for x in report["load_average"])
    print(
        f"load average at the start: {load}; warm-up {report['warm_up_seconds']} s; "
        f"/healthz target < {report['target_ms']:.0f} ms"
    )
    columns = ("requests", "req/s", "p50 ms", "p95 ms", "max ms", "wrong")
    print(f"{'phase':<12}{'':<12}" + "".join(f"{c:>10}" for c in columns) + "  statuses")
    for one in report["phases"]:
        for kind in ("healthz", "multipart", "search"):
            if kind not in one:
                continue
            r = one[kind]
            label = one["phase"] if kind == "healthz" else ""
            values = (r["requests"], r["rps"], r["p50_ms"], r["p95_ms"], r["max_ms"])
            statuses = " ".join(f"{k}×{v}" for k, v in r["statuses"].items())
            print(
                f"{label:<12}{kind:<12}"
                + "".join(f"{v:>10.0f}" for v in values)
                + f"{r['wrong']:>10}  {statuses}"
            )


if __name__ == "__main__":
    with contextlib.suppress(KeyboardInterrupt):
        sys.exit(main())
