"""Benchmark search: in-process latency of `SearchIndex.search` and HTTP throughput of the API.

Run from the repository root:

    .venv/bin/python bench/search.py             # table; exit 1 if a target is missed
    .venv/bin/python bench/search.py --json      # the same figures as JSON on stdout
    .venv/bin/python bench/search.py --no-check  # never fail on targets
    .venv/bin/python bench/search.py --distinct  # HTTP with no two search requests alike

1. In-process: every query is run once to warm up, then `--rounds` times (in a shuffled order per
   round), each call timed by the wall clock (the target) and by thread CPU time (steadier on a
   busy machine). The index's per-query result cache is turned off, so this is the cost of the
   real work. Target: p95 < 5 ms.
2. HTTP: one uvicorn worker (`python -m app`, access log off, free port) is started as a
   subprocess. A small asyncio client with raw HTTP/1.1 keep-alive connections requests
   `GET /api/v1/search` at concurrency 1 and 32 for `--duration` seconds each (or `--requests`
   requests), cycling through the same queries (every answer is checked once against the
   in-process result first). `/healthz` is measured the same way, and so is a canned-response
   server, to show how far the client itself could go; the server's CPU time per request is
   read from /proc. With `--distinct`, each search request gets its own run of separators after
   the words (same words, same work), so no cache can answer it. Target: >= 500 req/s at
   concurrency 32 and no errors (a non-200 answer, a wrong body, or an exception).

The queries are the fixed ones in bench/queries.txt plus ones sampled with a fixed seed from the
index's vocabulary, titles and rule numbers (prefixes as if typing, misspellings, kind filters,
later pages), so every run uses the same list (`--list-queries` prints it)."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import itertools
import json
import os
import random
import socket
import sqlite3
import subprocess
import sys
import tempfile
import textwrap
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent
# Run as a script, this folder comes first on sys.path, where `engine` would be bench/engine.py
# rather than the engine package: put the repository root first instead.
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() not in (BENCH, ROOT)]
sys.path.insert(0, str(ROOT))

from app.reference.search import SearchIndex  # noqa: E402
from app.reference.search_results import SearchError  # noqa: E402
from app.settings import get_settings  # noqa: E402

TARGET_P95_MS = 5.0
TARGET_RPS = 500.0
TARGET_CONCURRENCY = 32
SEED = 20240601
QUERIES_FILE = BENCH / "queries.txt"


# --- queries -----------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Query:
    q: str
    kind: str | None = None
    page: int = 1

    def path(self) -> str:
        params: dict[str, str] = {"q": self.q}
        if self.kind:
            params["kind"] = self.kind
        if self.page != 1:
            params["page"] = str(self.page)
        return "/api/v1/search?" + urlencode(params)

    def label(self) -> str:
        extra = (f" kind={self.kind}" if self.kind else "") + (
            f" page={self.page}" if self.page != 1 else ""
        )
        return repr(self.q) + extra


def fixed_queries(path: Path) -> list[Query]:
    queries = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        q, *options = line.split("\t")
        kind, page = None, 1
        for option in options:
            name, _, value = option.partition("=")
            if name == "kind":
                kind = value
            elif name == "page":
                page = int(value)
            else:
                raise SystemExit(f"{path}: unknown option {option!r} in line {line!r}")
        queries.append(Query(q, kind, page))
    return queries


def _misspell(word: str, rng: random.Random) -> str:
    i = rng.randrange(1, len(word) - 1)
    how = rng.randrange(3)
    if how == 0:  # swap two neighbours
        return word[: i - 1] + word[i] + word[i - 1] + word[i + 1 :]
    if how == 1:  # drop one
        return word[:i] + word[i + 1 :]
    return word[:i] + rng.choice("aeiourstln") + word[i + 1 :]  # replace one


def sampled_queries(index: SearchIndex, db: Path, rng: random.Random) -> list[Query]:
    """Queries drawn from the index's own data with `rng`; each kind of query a fixed number."""
    con = sqlite3.connect(f"file:{db}?mode=ro&immutable=1", uri=True)
    try:
        vocabulary = con.execute(
            "SELECT term, docs FROM spelling WHERE length(term) >= 4 AND term GLOB '[a-z]*' "
            "ORDER BY term"
        ).fetchall()
        titles = con.execute(
            "SELECT kind, title FROM docs WHERE kind IN ('card', 'keyword', 'glossary', 'name') "
            "ORDER BY id"
        ).fetchall()
        rules = [r[0] for r in con.execute("SELECT key FROM docs WHERE kind = 'rule' ORDER BY id")]
    finally:
        con.close()
    words = [t for t, _ in vocabulary]
    common = [t for t, n in vocabulary if n >= 20]
    out: list[Query] = []
    out += [Query(w) for w in rng.sample(words, 30)]  # single words, mostly rare
    out += [Query(w) for w in rng.sample(common, 15)]  # single words with many matches
    for w in rng.sample(words, 25):  # prefixes, as if typing
        out.append(Query(w[: rng.randrange(2, len(w))]))
    for _, title in rng.sample(titles, 30):  # names and terms, as written (’, ', Æ)
        out.append(Query(title))
    for _, title in rng.sample(titles, 15):  # titles half typed
        out.append(Query(title[: max(3, len(title) - rng.randrange(1, 5))]))
    for a, b in zip(rng.sample(common, 15), rng.sample(words, 15), strict=True):  # two words
        out.append(Query(f"{a} {b[: rng.randrange(3, len(b) + 1)]}"))
    for rule in rng.sample(rules, 15):  # rule numbers, in the ways people write them
        out.append(Query(rng.choice(["{}", "rule {}", "cr {}", "{}."]).format(rule)))
    # Misspellings that make a suggestion.
    misspelled = 0
    for w in rng.sample([w for w in words if len(w) >= 6], 200):
        q = _misspell(w, rng)
        if index.search(q).suggestion and misspelled < 15:
            out.append(Query(q))
            misspelled += 1
    # Kind filters, for a kind the query has matches in.
    for w in rng.sample(common, 15):
        counts = index.search(w).counts
        if counts:
            out.append(Query(w, kind=rng.choice(sorted(counts))))
    # Later pages of queries with more than one page.
    for w in rng.sample(common, 25):
        pages = index.search(w).pages
        if pages > 1:
            out.append(Query(w, page=rng.randrange(2, min(pages, 5) + 1)))
    return out


def build_queries(index: SearchIndex, db: Path) -> tuple[list[Query], list[str]]:
    """The benchmark's queries (each valid: it answers 200), and warnings about dropped ones."""
    candidates = fixed_queries(QUERIES_FILE) + sampled_queries(index, db, random.Random(SEED))
    queries: list[Query] = []
    warnings: list[str] = []
    seen: set[Query] = set()
    for query in candidates:
        if query in seen:
            continue
        seen.add(query)
        try:
            index.search(query.q, kind=query.kind, page=query.page)
        except SearchError as exc:
            warnings.append(f"dropped {query.label()}: {exc}")
            continue
        queries.append(query)
    return queries, warnings


# --- statistics --------------------------------------------------------------------------------


def percentile(sorted_values: list[float], p: float) -> float:
    """Nearest-rank percentile of already sorted values."""
    if not sorted_values:
        return float("nan")
    rank = max(1, -(-int(p * len(sorted_values) * 1000) // 100_000))
    return sorted_values[min(rank, len(sorted_values)) - 1]


def summary_ms(samples_ns: list[int]) -> dict[str, float]:
    values = sorted(s / 1e6 for s in samples_ns)
    return {
        "p50_ms": percentile(values, 50),
        "p95_ms": percentile(values, 95),
        "p99_ms": percentile(values, 99),
        "max_ms": values[-1] if values else float("nan"),
        "mean_ms": sum(values) / len(values) if values else float("nan"),
    }


# --- in-process --------------------------------------------------------------------------------


def open_uncached_index(path: Path) -> SearchIndex:
    """A SearchIndex with any per-query result cache turned off (older ones have none)."""
    try:
        return SearchIndex(path, cache_size=0)
    except TypeError:
        return SearchIndex(path)


def bench_in_process(index: SearchIndex, queries: list[Query], rounds: int) -> dict[str, Any]:
    """Time every call, by the wall clock and by the CPU time of this thread.

    The CPU time leaves out time the thread waited for a core, so it shows the cost of a query
    when other processes compete for the CPUs; the targets are on the wall-clock figures.
    """
    rng = random.Random(SEED + 1)
    search = index.search
    for query in queries:  # warm-up: page cache, regex cache, rapidfuzz
        search(query.q, kind=query.kind, page=query.page)
    wall: list[int] = []
    cpu: list[int] = []
    per_query: dict[Query, list[int]] = {query: [] for query in queries}
    clock = time.perf_counter_ns
    cpu_clock = time.thread_time_ns
    order = list(queries)
    gc.collect()
    for _ in range(rounds):
        rng.shuffle(order)
        for query in order:
            c0 = cpu_clock()
            t0 = clock()
            search(query.q, kind=query.kind, page=query.page)
            elapsed = clock() - t0
            cpu.append(cpu_clock() - c0)
            wall.append(elapsed)
            per_query[query].append(elapsed)
    medians = {query: sorted(times)[len(times) // 2] for query, times in per_query.items()}
    slowest = sorted(medians.items(), key=lambda item: -item[1])[:5]
    return {
        "queries": len(queries),
        "calls": len(wall),
        **summary_ms(wall),
        "cpu": summary_ms(cpu),
        "slowest": [{"query": q.label(), "median_ms": ns / 1e6} for q, ns in slowest],
    }


# --- HTTP client -------------------------------------------------------------------------------


@dataclass
class Phase:
    name: str
    concurrency: int
    requests: int = 0
    errors: int = 0
    seconds: float = 0.0
    latencies_ns: list[int] = field(default_factory=list)
    error_samples: list[str] = field(default_factory=list)
    client_cpu_s: float = 0.0
    server_cpu_s: float | None = None

    def report(self) -> dict[str, Any]:
        stats = summary_ms(self.latencies_ns)
        return {
            "name": self.name,
            "concurrency": self.concurrency,
            "requests": self.requests,
            "errors": self.errors,
            "seconds": round(self.seconds, 3),
            "rps": self.requests / self.seconds if self.seconds else 0.0,
            "p50_ms": stats["p50_ms"],
            "p95_ms": stats["p95_ms"],
            "p99_ms": stats["p99_ms"],
            "max_ms": stats["max_ms"],
            "client_cpu_us_per_req": 1e6 * self.client_cpu_s / self.requests
            if self.requests
            else None,
            "server_cpu_share": self.server_cpu_s / self.seconds
            if self.server_cpu_s is not None and self.seconds
            else None,
            "server_cpu_us_per_req": 1e6 * self.server_cpu_s / self.requests
            if self.server_cpu_s is not None and self.requests
            else None,
            "error_samples": self.error_samples[:5],
        }


class ResponseError(Exception):
    """The server's answer wasn't the one the benchmark expected."""


async def read_response(reader: asyncio.StreamReader) -> tuple[int, bytes, bool]:
    """Status, body and whether the server keeps the connection open."""
    head = await reader.readuntil(b"\r\n\r\n")
    status = int(head[9:12])
    lower = head.lower()
    keep_alive = b"\r\nconnection: close" not in lower
    i = lower.find(b"\r\ncontent-length:")
    if i >= 0:
        j = lower.index(b"\r\n", i + 2)
        body = await reader.readexactly(int(lower[i + 17 : j]))
    elif b"\r\ntransfer-encoding: chunked" in lower:
        chunks = []
        while True:
            size = int((await reader.readuntil(b"\r\n")).split(b";")[0], 16)
            chunk = await reader.readexactly(size + 2)
            if not size:
                break
            chunks.append(chunk[:-2])
        body = b"".join(chunks)
    else:
        raise ResponseError("response without content-length or chunked encoding")
    return status, body, keep_alive


def request_bytes(host: str, port: int, path: str) -> bytes:
    return f"GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\nAccept: */*\r\n\r\n".encode()


def cycling(requests: list[bytes]) -> Callable[[int], bytes]:
    """Request `i` of a phase: the list round-robin."""
    n = len(requests)
    return lambda i: requests[i % n]


def distinct(host: str, port: int, queries: list[Query]) -> Callable[[int], bytes]:
    """Request `i` of a phase: the queries round-robin, each made unique by a run of separators
    after the words (" -.-"), so no cache can answer it.

    The separators change no word, so the search does the same work (only a rule number no
    longer counts as one, which costs nothing either way).
    """

    def make(i: int) -> bytes:
        query = queries[i % len(queries)]
        q = query.q + " " + format(i, "b").replace("0", "-").replace("1", ".")
        if len(q) > 200:  # MAX_QUERY_LENGTH
            q = query.q
        return request_bytes(host, port, Query(q, query.kind, query.page).path())

    return make


async def run_phase(
    host: str,
    port: int,
    make: Callable[[int], bytes],
    phase: Phase,
    *,
    duration: float,
    count: int | None,
    check: Callable[[int, bytes], str | None] | None = None,
    server_pid: int | None = None,
    answer: Callable[[int, int, bytes], str | None] | None = None,
) -> Phase:
    """Send requests `make(0)`, `make(1)`, ... from `phase.concurrency` keep-alive connections.

    With `count`, exactly that many requests are sent; otherwise as many as fit in `duration`.
    `check(i, body)`, when given, returns what is wrong with the answer to request `i`, or None.
    `answer(i, status, body)` replaces both checks when other statuses than 200 are right.
    """
    counter = itertools.count()
    latencies = phase.latencies_ns
    clock = time.perf_counter_ns

    async def worker(deadline: float) -> None:
        reader: asyncio.StreamReader | None = None
        writer: asyncio.StreamWriter | None = None
        while True:
            if count is None and time.perf_counter() >= deadline:
                break
            i = next(counter)
            if count is not None and i >= count:
                break
            try:
                if writer is None:
                    reader, writer = await asyncio.open_connection(host, port)
                    sock = writer.get_extra_info("socket")
                    sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
                assert reader is not None
                request = make(i)
                t0 = clock()
                writer.write(request)
                status, body, keep_alive = await read_response(reader)
                latencies.append(clock() - t0)
                phase.requests += 1
                problem = None
                if answer is not None:
                    problem = answer(i, status, body)
                elif status != 200:
                    problem = f"HTTP {status}: {body[:200]!r}"
                elif check is not None:
                    problem = check(i, body)
                if problem:
                    phase.errors += 1
                    phase.error_samples.append(f"{make(i)[:120]!r} -> {problem}")
                if not keep_alive:
                    writer.close()
                    reader = writer = None
            except Exception as exc:  # every failure counts, and the run goes on
                phase.requests += 1
                phase.errors += 1
                phase.error_samples.append(f"{make(i)[:120]!r} -> {exc!r}")
                if writer is not None:
                    writer.close()
                reader = writer = None
        if writer is not None:
            writer.close()
            with contextlib.suppress(Exception):
                await writer.wait_closed()

    server_cpu_0 = process_cpu(server_pid)
    cpu_0 = time.process_time()
    start = time.perf_counter()
    deadline = start + duration
    await asyncio.gather(*(worker(deadline) for _ in range(phase.concurrency)))
    phase.seconds = time.perf_counter() - start
    phase.client_cpu_s = time.process_time() - cpu_0
    server_cpu_1 = process_cpu(server_pid)
    if server_cpu_0 is not None and server_cpu_1 is not None:
        phase.server_cpu_s = server_cpu_1 - server_cpu_0
    return phase


def process_cpu(pid: int | None) -> float | None:
    """User + system CPU seconds of a process (Linux /proc), or None."""
    if pid is None:
        return None
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


# --- servers -----------------------------------------------------------------------------------


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def wait_for(port: int, path: str, process: subprocess.Popen[bytes], timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise RuntimeError(f"the server exited with {process.returncode}")
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=1) as s:
                s.sendall(request_bytes("127.0.0.1", port, path))
                if s.recv(12).startswith(b"HTTP/1.1 200"):
                    return
        except OSError:
            pass
        time.sleep(0.1)
    raise RuntimeError(f"the server did not answer {path} within {timeout} s")


@contextlib.contextmanager
def started(argv: list[str], env: dict[str, str], port: int, ready_path: str) -> Any:
    """Run `argv` until the block ends, once it answers `ready_path` with 200."""
    with tempfile.TemporaryFile() as log:
        process = subprocess.Popen(argv, cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)
        try:
            try:
                wait_for(port, ready_path, process, timeout=120)
            except RuntimeError:
                log.seek(0)
                sys.stderr.write(log.read().decode(errors="replace")[-4000:])
                raise
            yield process
        finally:
            process.terminate()
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()


def app_server(port: int) -> Any:
    env = dict(os.environ)
    env.update(
        PYTHONPATH=str(ROOT),
        RULINGS_HOST="127.0.0.1",
        RULINGS_PORT=str(port),
        RULINGS_ACCESS_LOG="false",
        RULINGS_WORKERS="1",
    )
    return started([sys.executable, "-m", "app"], env, port, "/healthz")


#: A server that answers every request with the same ~2 KB JSON body: as cheap as a Python server
#: gets, to show how many requests per second the client can make.
CANNED_SERVER = textwrap.dedent(
    """
    import asyncio, sys
    BODY = b'{"ok":true,"pad":"' + b"x" * 2000 + b'"}'
    RESPONSE = (b"HTTP/1.1 200 OK\\r\\ncontent-type: application/json\\r\\ncontent-length: "
                + str(len(BODY)).encode() + b"\\r\\n\\r\\n" + BODY)
    async def handle(reader, writer):
        try:
            while True:
                await reader.readuntil(b"\\r\\n\\r\\n")
                writer.write(RESPONSE)
        except (asyncio.IncompleteReadError, ConnectionError):
            writer.close()
    async def main():
        server = await asyncio.start_server(handle, "127.0.0.1", int(sys.argv[1]), backlog=512)
        async with server:
            await server.serve_forever()
    asyncio.run(main())
    """
)


def canned_server(port: int) -> Any:
    return started([sys.executable, "-c", CANNED_SERVER, str(port)], dict(os.environ), port, "/")


# --- the benchmark -----------------------------------------------------------------------------


def body_check(expected_totals: list[int]) -> Callable[[int, bytes], str | None]:
    """Whether answer `i` is JSON with the total the in-process search gave query `i`."""

    def check(i: int, body: bytes) -> str | None:
        expected = expected_totals[i % len(expected_totals)]
        try:
            total = json.loads(body).get("total")
        except (ValueError, AttributeError):
            return "the body is not a JSON object"
        return None if total == expected else f"total {total}, in-process {expected}"

    return check


def bench_http(
    queries: list[Query],
    expected_totals: list[int],
    *,
    concurrencies: list[int],
    duration: float,
    count: int | None,
    client_ceiling: bool,
    unique: bool,
) -> dict[str, Any]:
    host = "127.0.0.1"
    phases: list[dict[str, Any]] = []
    result: dict[str, Any] = {"phases": phases, "distinct_requests": unique}

    def run(port: int, make: Callable[[int], bytes], phase: Phase, **options: Any) -> None:
        gc.collect()
        asyncio.run(run_phase(host, port, make, phase, **options))
        r = phase.report()
        print(
            f"  {r['name']:<8} c={r['concurrency']:<3} {r['rps']:8.0f} req/s  "
            f"p50 {r['p50_ms']:6.2f} ms  p95 {r['p95_ms']:6.2f} ms  errors {r['errors']}",
            file=sys.stderr,
        )
        phases.append(r)

    port = free_port()
    with app_server(port) as server:
        search = cycling([request_bytes(host, port, q.path()) for q in queries])
        # Warm-up: every query once, each answer checked against the in-process result.
        run(
            port,
            search,
            Phase("warm-up", 4),
            duration=0,
            count=len(queries),
            check=body_check(expected_totals),
        )
        if unique:
            search = distinct(host, port, queries)
        health = cycling([request_bytes(host, port, "/healthz")])
        for name, make in (("healthz", health), ("search", search)):
            for concurrency in concurrencies:
                run(
                    port,
                    make,
                    Phase(name, concurrency),
                    duration=duration,
                    count=count,
                    server_pid=server.pid,
                )
    if client_ceiling:
        port = free_port()
        with canned_server(port) as server:
            canned = Phase("canned", max(concurrencies))
            make = cycling([request_bytes(host, port, q.path()) for q in queries])
            if unique:
                make = distinct(host, port, queries)
            run(
                port,
                make,
                canned,
                duration=min(duration, 5.0),
                count=count,
                server_pid=server.pid,
            )
            result["client_ceiling_rps"] = canned.requests / canned.seconds
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--no-check", action="store_true", help="exit 0 even if a target is missed")
    parser.add_argument("--rounds", type=int, default=5, help="in-process passes over the queries")
    parser.add_argument("--duration", type=float, default=10.0, help="seconds per HTTP phase")
    parser.add_argument(
        "--requests", type=int, default=None, help="requests per HTTP phase (instead of --duration)"
    )
    parser.add_argument("--concurrency", default="1,32", help="comma-separated, e.g. 1,8,32")
    parser.add_argument("--no-http", action="store_true", help="skip the HTTP benchmark")
    parser.add_argument(
        "--distinct",
        action="store_true",
        help="make every search request unique (separators after the words), so no cache helps",
    )
    parser.add_argument(
        "--no-ceiling",
        action="store_true",
        help="skip measuring the client against a canned-response server",
    )
    parser.add_argument("--list-queries", action="store_true", help="print the queries and exit")
    args = parser.parse_args(argv)
    concurrencies = sorted({int(c) for c in args.concurrency.split(",")})

    index_path = get_settings().index_path
    if not index_path.exists():
        print("building the search database ...", file=sys.stderr)
        subprocess.run(
            [sys.executable, "-m", "app.reference.index"],
            cwd=ROOT,
            check=True,
            env={**os.environ, "PYTHONPATH": str(ROOT)},
        )
    index = open_uncached_index(index_path)
    queries, warnings = build_queries(index, index_path)
    for warning in warnings:
        print(f"warning: {warning}", file=sys.stderr)
    if args.list_queries:
        for query in queries:
            print(query.label())
        return 0

    print(f"in-process: {len(queries)} queries x {args.rounds} rounds ...", file=sys.stderr)
    report: dict[str, Any] = {
        "python": sys.version.split()[0],
        "cpus": os.cpu_count(),
        "load_average_before": os.getloadavg()[0],
        "queries": len(queries),
        "in_process": bench_in_process(index, queries, args.rounds),
    }
    if not args.no_http:
        totals = [index.search(q.q, kind=q.kind, page=q.page).total for q in queries]
        what = f"{args.requests} requests" if args.requests else f"{args.duration:g} s"
        print(f"HTTP: one uvicorn worker, {what} per phase ...", file=sys.stderr)
        report["http"] = bench_http(
            queries,
            totals,
            concurrencies=concurrencies,
            duration=args.duration,
            count=args.requests,
            client_ceiling=not args.no_ceiling,
            unique=args.distinct,
        )

    report["load_average_after"] = os.getloadavg()[0]
    failures = check_targets(report, concurrencies)
    report["targets"] = {
        "in_process_p95_ms_below": TARGET_P95_MS,
        "search_rps_at_32_at_least": TARGET_RPS,
        "errors": 0,
        "missed": failures,
    }
    if args.json:
        print(json.dumps(report, indent=2, ensure_ascii=False))
    else:
        print_table(report)
    if failures and not args.no_check:
        return 1
    return 0


def check_targets(report: dict[str, Any], concurrencies: list[int]) -> list[str]:
    failures = []
    p95 = report["in_process"]["p95_ms"]
    if report["queries"] < 200:
        failures.append(f"only {report['queries']} queries (want >= 200)")
    if p95 >= TARGET_P95_MS:
        failures.append(f"in-process p95 {p95:.2f} ms >= {TARGET_P95_MS} ms")
    http = report.get("http")
    if http is not None:
        for phase in http["phases"]:
            if phase["name"] != "canned" and phase["errors"]:
                failures.append(
                    f"{phase['name']} c={phase['concurrency']}: {phase['errors']} errors"
                )
        if TARGET_CONCURRENCY in concurrencies:
            rps = next(
                p["rps"]
                for p in http["phases"]
                if p["name"] == "search" and p["concurrency"] == TARGET_CONCURRENCY
            )
            if rps < TARGET_RPS:
                failures.append(
                    f"search at c={TARGET_CONCURRENCY}: {rps:.0f} req/s < {TARGET_RPS:.0f}"
                )
    return failures


def print_table(report: dict[str, Any]) -> None:
    ip = report["in_process"]
    print(
        f"Search benchmark (Python {report['python']}, {report['cpus']} CPUs, "
        f"{report['queries']} queries; load average {report['load_average_before']:.2f} before, "
        f"{report['load_average_after']:.2f} after)"
    )
    print()
    print(f"In-process SearchIndex.search, {ip['calls']} calls after warm-up (no result cache):")
    print(
        f"  p50 {ip['p50_ms']:.3f} ms   p95 {ip['p95_ms']:.3f} ms   p99 {ip['p99_ms']:.3f} ms   "
        f"max {ip['max_ms']:.3f} ms   mean {ip['mean_ms']:.3f} ms   (target p95 < "
        f"{TARGET_P95_MS:g} ms)"
    )
    cpu = ip["cpu"]
    print(
        f"  CPU time: p50 {cpu['p50_ms']:.3f} ms   p95 {cpu['p95_ms']:.3f} ms   "
        f"p99 {cpu['p99_ms']:.3f} ms   max {cpu['max_ms']:.3f} ms"
    )
    slowest = ", ".join(f"{s['query']} {s['median_ms']:.2f} ms" for s in ip["slowest"])
    print(f"  slowest (median): {slowest}")
    http = report.get("http")
    if http is not None:
        print()
        how = "every search request distinct" if http["distinct_requests"] else "queries cycled"
        print(f"HTTP, one uvicorn worker, keep-alive asyncio client ({how}):")
        print(
            f"  {'endpoint':<9}{'conc':>5}{'requests':>10}{'req/s':>9}{'p50 ms':>9}"
            f"{'p95 ms':>9}{'p99 ms':>9}{'errors':>8}{'client CPU':>12}{'server CPU':>12}"
            f"{'server busy':>13}"
        )

        def us(value: float | None) -> str:
            return "" if value is None else f"{value:.0f} µs"

        for p in http["phases"]:
            share = p["server_cpu_share"]
            print(
                f"  {p['name']:<9}{p['concurrency']:>5}{p['requests']:>10}{p['rps']:>9.0f}"
                f"{p['p50_ms']:>9.2f}{p['p95_ms']:>9.2f}{p['p99_ms']:>9.2f}{p['errors']:>8}"
                f"{us(p['client_cpu_us_per_req']):>12}{us(p['server_cpu_us_per_req']):>12}"
                f"{'' if share is None else f'{share:.0%}':>13}"
            )
        print("  (client CPU and server CPU: per request; server busy: server CPU / wall time)")
        for p in http["phases"]:
            for sample in p["error_samples"]:
                print(f"  error ({p['name']} c={p['concurrency']}): {sample}")
        if "client_ceiling_rps" in http:
            print(
                f"  client ceiling (canned-response server): {http['client_ceiling_rps']:.0f} req/s"
            )
    print()
    missed = report["targets"]["missed"]
    print("targets: " + ("all met" if not missed else "MISSED: " + "; ".join(missed)))


if __name__ == "__main__":
    sys.exit(main())
