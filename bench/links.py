"""Benchmark short links over HTTP: creations and lookups per second, on SQLite and PostgreSQL.

Run from the repository root:

    .venv/bin/python bench/links.py                     # SQLite only; exit 1 on a failed check
    RULINGS_BENCH_DATABASE_URL=$(.ci/postgres) .venv/bin/python bench/links.py  # both backends
    .venv/bin/python bench/links.py --database-url URL  # the same, with the admin URL given here
    .venv/bin/python bench/links.py --only postgresql   # one backend (sqlite or postgresql)
    .venv/bin/python bench/links.py --quick             # shorter phases
    .venv/bin/python bench/links.py --json              # the same figures as JSON on stdout
    .venv/bin/python bench/links.py --no-check          # never fail on the checks

For each backend, one uvicorn worker (`python -m app`, access log off, free port, started as
bench/search.py starts it) runs with a fresh store: SQLite in a temporary RULINGS_STORE_DIR, or a
new PostgreSQL database (`bench_<random>`, made with the admin URL's role and dropped afterwards)
as DATABASE_URL. The search database is built in the same temporary directory, and the creation
rate limit is lifted (RULINGS_LINK_RATE_LIMIT=1000000000) so that every request is served.

A small asyncio client with raw HTTP/1.1 keep-alive connections (bench/search.py's) then runs
these phases, each for `--duration` seconds (or `--requests` requests), at concurrency 1 and 16
(`--concurrency`):

1. create: `POST /api/v1/links` of scenarios that are all different (one example from examples/,
   without its `example` and `expect` keys, titled "... (benchmark N)" with a new N every time),
   so every request is a real insert. Each answer must be 201 with `created: true` and a new id.
2. re-create (highest concurrency only): `POST` again scenarios phase 1 stored: the idempotent
   path. Each answer must be 200 with `created: false` and the id phase 1 got.
3. lookup: `GET /api/v1/links/{id}` over every id created, in a shuffled order; each answer must
   be 200 with that id and that scenario's title.
4. page (highest concurrency only): `GET /s/{id}`, the explorer on the stored scenario; each answer
   must be 200 and name its own short link.

A warm-up (40 creations and their lookups and pages, at concurrency 4) runs first; its figures are
not in the table but its scenarios are in the store and its failures count. Afterwards
`GET /healthz` must report the right backend and `store.links` equal to the number of distinct
scenarios created, and the `links` table must hold exactly as many rows.

Checks: no failed request (any unexpected status, a wrong body or an exception; every non-2xx
status counts) and the store counts above. There is no throughput target: the figures depend on
the machine, so the load average is printed with them, and the app's CPU time per request (from
/proc) shows its own cost apart from the client's and, on PostgreSQL, the database server's.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import json
import os
import random
import secrets
import sqlite3
import sys
import tempfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent
# As in bench/search.py: this folder would shadow the engine package (bench/engine.py).
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() not in (BENCH, ROOT)]
sys.path.insert(0, str(ROOT))


# bench/search.py's client and server helpers, imported from this folder: it comes last on the
# path, so `engine` is still the package at the root, not bench/engine.py.
sys.path.append(str(BENCH))
import search as search_bench  # noqa: E402

HOST = "127.0.0.1"
SEED = 20240601
#: The scenario every creation varies (by its title): three objects, four actions.
EXAMPLE = ROOT / "examples" / "damage-stays-marked-until-cleanup.json"
DATABASE_URL_VARIABLE = "RULINGS_BENCH_DATABASE_URL"
BACKENDS = ("sqlite", "postgresql")
WARM_UP_REQUESTS = 40
WARM_UP_CONCURRENCY = 4


# --- scenarios and requests --------------------------------------------------------------------


def shared(data: dict[str, Any]) -> dict[str, Any]:
    """The scenario as a short link stores it: without the examples' `example`/`expect`."""
    return {k: v for k, v in data.items() if k not in ("example", "expect")}


@dataclass
class Ledger:
    """The scenarios of one backend's run: serial N is the base scenario titled "... (N)"."""

    base: dict[str, Any]
    #: The next serial to hand out; every serial below it has been sent once as a creation.
    next_serial: int = 0
    #: The id the store gave each serial it answered 201 for.
    ids: dict[int, str] = field(default_factory=dict)

    def title(self, serial: int) -> str:
        return f"{self.base.get('title', 'Scenario')} (benchmark {serial})"

    def body(self, serial: int) -> bytes:
        scenario = {**self.base, "title": self.title(serial)}
        return json.dumps({"scenario": scenario}, separators=(",", ":")).encode()


def post_bytes(port: int, path: str, body: bytes) -> bytes:
    head = (
        f"POST {path} HTTP/1.1\r\nHost: {HOST}:{port}\r\nAccept: application/json\r\n"
        f"Content-Type: application/json\r\nContent-Length: {len(body)}\r\n\r\n"
    )
    return head.encode() + body


def get_bytes(port: int, path: str) -> bytes:
    request: bytes = search_bench.request_bytes(HOST, port, path)
    return request


#: What is wrong with answer `i` (its status and body), or None.
Check = Callable[[int, int, bytes], str | None]


@dataclass
class Workload:
    name: str
    make: Callable[[int], bytes]
    check: Check
    #: Called once the phase is over, with the number of requests sent.
    done: Callable[[int], None] = lambda _sent: None


def json_object(body: bytes) -> dict[str, Any] | None:
    try:
        data = json.loads(body)
    except ValueError:
        return None
    return data if isinstance(data, dict) else None


def creations(ledger: Ledger, port: int) -> Workload:
    """New scenarios: request `i` stores serial `first + i`; 201, created, an id not seen yet."""
    first = ledger.next_serial
    seen = set(ledger.ids.values())

    def make(i: int) -> bytes:
        return post_bytes(port, "/api/v1/links", ledger.body(first + i))

    def check(i: int, status: int, body: bytes) -> str | None:
        data = json_object(body)
        if status != 201 or data is None:
            return f"HTTP {status} (want 201): {body[:200]!r}"
        link_id = data.get("id")
        if data.get("created") is not True or not isinstance(link_id, str):
            return f"not a new link: {body[:200]!r}"
        if link_id in seen:
            return f"id {link_id} was already given to another scenario"
        if data.get("url") != f"/s/{link_id}":
            return f"url {data.get('url')!r} for id {link_id}"
        seen.add(link_id)
        ledger.ids[first + i] = link_id
        return None

    def done(sent: int) -> None:
        ledger.next_serial = first + sent

    return Workload("create", make, check, done)


def re_creations(ledger: Ledger, port: int, serials: list[int]) -> Workload:
    """Scenarios already stored, again: 200, not created, the same id as the first time."""

    def make(i: int) -> bytes:
        return post_bytes(port, "/api/v1/links", ledger.body(serials[i % len(serials)]))

    def check(i: int, status: int, body: bytes) -> str | None:
        want = ledger.ids[serials[i % len(serials)]]
        data = json_object(body)
        if status != 200 or data is None:
            return f"HTTP {status} (want 200): {body[:200]!r}"
        if data.get("created") is not False or data.get("id") != want:
            return f"want the stored link {want}, not created: {body[:200]!r}"
        return None

    return Workload("re-create", make, check)


def lookups(ledger: Ledger, port: int, pool: list[tuple[int, str]]) -> Workload:
    """`GET /api/v1/links/{id}`: 200 with the id and the scenario's title."""

    def make(i: int) -> bytes:
        return get_bytes(port, f"/api/v1/links/{pool[i % len(pool)][1]}")

    def check(i: int, status: int, body: bytes) -> str | None:
        serial, link_id = pool[i % len(pool)]
        data = json_object(body)
        if status != 200 or data is None:
            return f"HTTP {status} (want 200): {body[:200]!r}"
        scenario = data.get("scenario")
        title = scenario.get("title") if isinstance(scenario, dict) else None
        if data.get("id") != link_id or title != ledger.title(serial):
            return f"want {link_id} titled {ledger.title(serial)!r}: {body[:200]!r}"
        return None

    return Workload("lookup", make, check)


def pages(port: int, pool: list[tuple[int, str]]) -> Workload:
    """`GET /s/{id}`: 200, a page that names its own short link."""

    def make(i: int) -> bytes:
        return get_bytes(port, f"/s/{pool[i % len(pool)][1]}")

    def check(i: int, status: int, body: bytes) -> str | None:
        link_id = pool[i % len(pool)][1]
        if status != 200:
            return f"HTTP {status} (want 200): {body[:200]!r}"
        if f"/s/{link_id}".encode() not in body:
            return f"the page doesn't name /s/{link_id}"
        return None

    return Workload("page", make, check)


# --- the client --------------------------------------------------------------------------------


async def run_phase(
    port: int,
    workload: Workload,
    phase: Any,
    *,
    duration: float,
    count: int | None,
    server_pid: int | None,
) -> None:
    """Send `workload.make(0)`, `make(1)`, ... from `phase.concurrency` keep-alive connections
    (bench/search.py's client), checking every answer with `workload.check`.

    With `count`, exactly that many requests are sent; otherwise as many as start within
    `duration` seconds.
    """
    await search_bench.run_phase(
        HOST,
        port,
        workload.make,
        phase,
        duration=duration,
        count=count,
        server_pid=server_pid,
        answer=workload.check,
    )
    workload.done(phase.requests)


async def fetch(port: int, path: str) -> tuple[int, bytes]:
    reader, writer = await asyncio.open_connection(HOST, port)
    try:
        writer.write(get_bytes(port, path))
        status, body, _ = await search_bench.read_response(reader)
    finally:
        writer.close()
        with contextlib.suppress(Exception):
            await writer.wait_closed()
    return status, body


# --- databases and servers ---------------------------------------------------------------------


def with_database(url: str, name: str) -> str:
    """`url` (postgresql://user:password@host:port/db?...) pointing at database `name`."""
    return urlsplit(url)._replace(path="/" + name).geturl()


@contextlib.contextmanager
def fresh_database(admin_url: str) -> Iterator[tuple[str, str]]:
    """A new, empty PostgreSQL database for one run, dropped afterwards: (URL, server version)."""
    import psycopg
    from psycopg import sql

    name = f"bench_{secrets.token_hex(6)}"
    with psycopg.connect(admin_url, autocommit=True) as admin:
        row = admin.execute("SHOW server_version").fetchone()
        version = str(row[0]) if row else "?"
        admin.execute(sql.SQL("CREATE DATABASE {}").format(sql.Identifier(name)))
    try:
        yield with_database(admin_url, name), version
    finally:
        with psycopg.connect(admin_url, autocommit=True) as admin:
            admin.execute(
                sql.SQL("DROP DATABASE IF EXISTS {} WITH (FORCE)").format(sql.Identifier(name))
            )


def count_rows(backend: str, store_dir: Path, database_url: str | None) -> int:
    """Rows in the `links` table, read from the database itself rather than through the app."""
    if backend == "postgresql":
        import psycopg

        assert database_url is not None
        with psycopg.connect(database_url) as connection:
            row = connection.execute("SELECT count(*) FROM links").fetchone()
            return int(row[0]) if row else -1
    uri = f"file:{store_dir / 'links.sqlite'}?mode=ro"
    lite = sqlite3.connect(uri, uri=True)
    try:
        return int(lite.execute("SELECT count(*) FROM links").fetchone()[0])
    finally:
        lite.close()


def server_env(port: int, tmp: Path, store_dir: Path, database_url: str | None) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in ("DATABASE_URL", "RULINGS_DATABASE_URL")}
    env.update(
        PYTHONPATH=str(ROOT),
        RULINGS_HOST=HOST,
        RULINGS_PORT=str(port),
        RULINGS_WORKERS="1",
        RULINGS_INDEX_PATH=str(tmp / "reference.sqlite"),
        RULINGS_STORE_DIR=str(store_dir),
        RULINGS_ACCESS_LOG="false",
        RULINGS_LINK_RATE_LIMIT="1000000000",
    )
    if database_url:
        env["DATABASE_URL"] = database_url
    return env


# --- one backend -------------------------------------------------------------------------------


def bench_backend(
    backend: str,
    tmp: Path,
    database_url: str | None,
    *,
    concurrencies: list[int],
    duration: float,
    count: int | None,
) -> dict[str, Any]:
    ledger = Ledger(shared(json.loads(EXAMPLE.read_text(encoding="utf-8"))))
    top = max(concurrencies)
    phases: list[dict[str, Any]] = []
    warm_up: list[dict[str, Any]] = []
    result: dict[str, Any] = {"backend": backend, "phases": phases, "warm_up": warm_up}
    store_dir = tmp / f"links-{backend}"
    port = search_bench.free_port()
    env = server_env(port, tmp, store_dir, database_url)
    print(f"{backend}: starting the app ...", file=sys.stderr)
    with search_bench.started([sys.executable, "-m", "app"], env, port, "/healthz") as server:

        def run(workload: Workload, concurrency: int, *, warming: bool = False) -> None:
            phase = search_bench.Phase(workload.name, concurrency)
            gc.collect()
            asyncio.run(
                run_phase(
                    port,
                    workload,
                    phase,
                    duration=0 if warming else duration,
                    count=WARM_UP_REQUESTS if warming else count,
                    server_pid=server.pid,
                )
            )
            r = {"backend": backend, **phase.report()}
            if warming:
                warm_up.append(r)
                return
            print(
                f"  {backend:<10} {r['name']:<9} c={r['concurrency']:<3} {r['rps']:8.1f} req/s  "
                f"p50 {r['p50_ms']:7.2f} ms  p95 {r['p95_ms']:7.2f} ms  errors {r['errors']}",
                file=sys.stderr,
            )
            phases.append(r)

        def pool() -> list[tuple[int, str]]:
            created = sorted(ledger.ids.items())
            random.Random(SEED).shuffle(created)
            return created

        # Warm-up: the first creations, lookups and pages (imports, pools, caches).
        run(creations(ledger, port), WARM_UP_CONCURRENCY, warming=True)
        run(lookups(ledger, port, pool()), WARM_UP_CONCURRENCY, warming=True)
        run(pages(port, pool()), WARM_UP_CONCURRENCY, warming=True)

        first_created: list[int] = []
        for concurrency in concurrencies:
            before = set(ledger.ids)
            run(creations(ledger, port), concurrency)
            first_created = first_created or sorted(set(ledger.ids) - before)
        if first_created:
            run(re_creations(ledger, port, first_created), top)
        for concurrency in concurrencies:
            run(lookups(ledger, port, pool()), concurrency)
        run(pages(port, pool()), top)

        status, body = asyncio.run(fetch(port, "/healthz"))
        health = json_object(body) or {}
    found = health.get("store")
    store: dict[str, Any] = found if isinstance(found, dict) else {}
    result["store"] = {
        "healthz_status": status,
        "backend": store.get("backend"),
        "links": store.get("links"),
        "bytes": store.get("bytes"),
        "rows": count_rows(backend, store_dir, database_url),
        "distinct_scenarios_sent": ledger.next_serial,
        "distinct_scenarios_created": len(ledger.ids),
    }
    return result


def store_problems(run: dict[str, Any]) -> list[str]:
    s = run["store"]
    name = run["backend"]
    problems = []
    if s["healthz_status"] != 200 or s["backend"] != name:
        problems.append(
            f"{name}: /healthz answered {s['healthz_status']} with backend {s['backend']!r}"
        )
    created = s["distinct_scenarios_created"]
    for what in ("links", "rows"):
        if s[what] != created:
            problems.append(
                f"{name}: store {what} {s[what]} != {created} distinct scenarios created"
            )
    if created != s["distinct_scenarios_sent"]:
        problems.append(
            f"{name}: {s['distinct_scenarios_sent']} distinct scenarios sent, {created} created"
        )
    return problems


# --- main --------------------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--no-check", action="store_true", help="exit 0 even if a check fails")
    parser.add_argument("--quick", action="store_true", help="1.5 s per phase instead of 5 s")
    parser.add_argument("--duration", type=float, default=None, help="seconds per phase")
    parser.add_argument(
        "--requests", type=int, default=None, help="requests per phase (instead of --duration)"
    )
    parser.add_argument("--concurrency", default="1,16", help="comma-separated, e.g. 1,4,16")
    parser.add_argument("--only", choices=BACKENDS, help="run one backend")
    parser.add_argument(
        "--database-url",
        default=os.environ.get(DATABASE_URL_VARIABLE),
        help=f"PostgreSQL admin URL, a role with CREATEDB (default: ${DATABASE_URL_VARIABLE}); "
        "without it PostgreSQL is skipped",
    )
    args = parser.parse_args(argv)
    duration = args.duration if args.duration is not None else (1.5 if args.quick else 5.0)
    concurrencies = sorted({int(c) for c in args.concurrency.split(",")})
    backends = [args.only] if args.only else list(BACKENDS)
    skipped = None
    if "postgresql" in backends and not args.database_url:
        skipped = (
            f"PostgreSQL skipped: no --database-url or ${DATABASE_URL_VARIABLE}. To include it: "
            f"{DATABASE_URL_VARIABLE}=$(.ci/postgres) .venv/bin/python bench/links.py"
        )
        if args.only == "postgresql":
            print(skipped, file=sys.stderr)
            return 2
        backends.remove("postgresql")
        print(skipped, file=sys.stderr)

    example_scenario = shared(json.loads(EXAMPLE.read_text(encoding="utf-8")))
    report: dict[str, Any] = {
        "python": sys.version.split()[0],
        "sqlite": sqlite3.sqlite_version,
        "cpus": os.cpu_count(),
        "load_average_before": os.getloadavg()[0],
        "example": EXAMPLE.name,
        "request_bytes": len(Ledger(example_scenario).body(0)),
        "duration_s": None if args.requests else duration,
        "requests_per_phase": args.requests,
        "concurrencies": concurrencies,
        "runs": [],
        "skipped": skipped,
    }
    with tempfile.TemporaryDirectory(prefix="rulings-bench-links-") as tmp_name:
        tmp = Path(tmp_name)
        for backend in backends:
            options: dict[str, Any] = {
                "concurrencies": concurrencies,
                "duration": duration,
                "count": args.requests,
            }
            if backend == "postgresql":
                with fresh_database(args.database_url) as (url, version):
                    report["postgresql"] = version
                    run = bench_backend(backend, tmp, url, **options)
            else:
                run = bench_backend(backend, tmp, None, **options)
            report["runs"].append(run)
    report["load_average_after"] = os.getloadavg()[0]

    failures: list[str] = []
    for run in report["runs"]:
        for phase in run["warm_up"] + run["phases"]:
            if phase["errors"]:
                failures.append(
                    f"{run['backend']} {phase['name']} c={phase['concurrency']}: "
                    f"{phase['errors']} errors"
                )
        failures += store_problems(run)
    report["checks"] = {"errors": 0, "store_links_equal_created": True, "failed": failures}
    if args.json:
        print(json.dumps(report, indent=2, ensure_ascii=False))
    else:
        print_table(report)
    return 1 if failures and not args.no_check else 0


def print_table(report: dict[str, Any]) -> None:
    versions = f"SQLite {report['sqlite']}" + (
        f", PostgreSQL {report['postgresql']}" if "postgresql" in report else ""
    )
    print(
        f"Short-link benchmark (Python {report['python']}, {versions}, {report['cpus']} CPUs; "
        f"load average {report['load_average_before']:.2f} before, "
        f"{report['load_average_after']:.2f} after)"
    )
    per_phase = (
        f"{report['requests_per_phase']} requests"
        if report["requests_per_phase"]
        else f"{report['duration_s']:g} s"
    )
    print(
        f"One uvicorn worker, keep-alive asyncio client, {per_phase} per phase; scenarios: "
        f"{report['example']} titled '... (benchmark N)', {report['request_bytes']:,} bytes "
        "per POST body"
    )
    print()
    print(
        f"  {'backend':<12}{'phase':<11}{'conc':>5}{'requests':>10}{'req/s':>9}{'p50 ms':>9}"
        f"{'p95 ms':>9}{'p99 ms':>9}{'max ms':>9}{'errors':>8}{'app CPU/req':>13}{'app busy':>10}"
    )
    for run in report["runs"]:
        for p in run["phases"]:
            cpu = p["server_cpu_us_per_req"]
            share = p["server_cpu_share"]
            print(
                f"  {p['backend']:<12}{p['name']:<11}{p['concurrency']:>5}{p['requests']:>10}"
                f"{p['rps']:>9.1f}{p['p50_ms']:>9.2f}{p['p95_ms']:>9.2f}{p['p99_ms']:>9.2f}"
                f"{p['max_ms']:>9.1f}{p['errors']:>8}"
                f"{'' if cpu is None else f'{cpu / 1000:.2f} ms':>13}"
                f"{'' if share is None else f'{share:.0%}':>10}"
            )
    print("  (app CPU/req: the uvicorn process's CPU time per request; app busy: its CPU / wall)")
    print()
    for run in report["runs"]:
        s = run["store"]
        print(
            f"  {run['backend']}: /healthz store.links {s['links']}, rows {s['rows']}, "
            f"{s['distinct_scenarios_created']} distinct scenarios created "
            f"({s['bytes']:,} bytes stored)"
            if isinstance(s["bytes"], int)
            else f"  {run['backend']}: /healthz answered {s['healthz_status']}"
        )
        for phase in run["warm_up"] + run["phases"]:
            for sample in phase["error_samples"]:
                print(
                    f"  error ({run['backend']} {phase['name']} c={phase['concurrency']}): {sample}"
                )
    if report["skipped"]:
        print(f"  {report['skipped']}")
    print()
    failed = report["checks"]["failed"]
    print("checks: " + ("all passed" if not failed else "FAILED: " + "; ".join(failed)))


if __name__ == "__main__":
    sys.exit(main())
