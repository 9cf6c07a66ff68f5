"""Benchmark the explorer over HTTP: page load, step requests, and share-token lengths.

Run from the repository root:

    .venv/bin/python bench/web.py             # table; exit 1 if a target is missed
    .venv/bin/python bench/web.py --json      # the same figures as JSON on stdout
    .venv/bin/python bench/web.py --no-check  # never fail on targets
    .venv/bin/python bench/web.py --quick     # fewer repetitions

1. Page: one uvicorn worker (`python -m app`, access log off, free port; started as
   bench/search.py starts it) serves the explorer on a 20-object scenario built here (two players,
   creatures, lands, an Aura, spells in hand; a Bolt countered by a bounce, a Shock, a Giant Growth,
   then combat: 58 steps). The page is requested `--rounds` times with `Accept-Encoding: gzip` and
   as many times with `identity`, each on a new connection, from a raw-socket client that records
   the time to first byte (request sent → first byte of the answer) and the bytes on the wire
   (status line, headers and body). The page's own files (stylesheet, scripts, icon: every
   `/static/...` it links) are fetched the same way, for the page's total transfer size.
2. Steps: `/explore?s=...&at=N` for every N from 0 to the end, in order, as a full document and as
   an htmx fragment (`HX-Request: true`), `--step-rounds` passes each, on one keep-alive
   connection with gzip (as a browser steps). Every answer is checked: 200, a document or a
   fragment as asked, showing "Step n of m" (n <= N: steps where nothing happens are folded).
3. Share tokens: `token_for` of every scenario in examples/ (with the `example` and `expect`
   keys, which are not part of a shared scenario, removed), and of the 20-object scenario.

Targets: every example's share token is under 1,500 characters, and no request fails.
Timings depend on the machine; the load average is printed with them."""

from __future__ import annotations

import argparse
import json
import os
import re
import socket
import statistics
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent
# As in bench/search.py: this folder would shadow the engine package (bench/engine.py).
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() not in (BENCH, ROOT)]
sys.path.insert(0, str(ROOT))

from app.services.explorer import token_for  # noqa: E402
from app.settings import get_settings  # noqa: E402

# bench/search.py's client and server helpers, imported from this folder: it comes last on the
# path, so `engine` is still the package at the root, not bench/engine.py.
sys.path.append(str(BENCH))
import search as search_bench  # noqa: E402

TARGET_TOKEN_CHARS = 1500
EXAMPLES = ROOT / "examples"
HOST = "127.0.0.1"


# --- the 20-object scenario --------------------------------------------------------------------


def _obj(object_id: str, card: str, owner: str, zone: str, **fields: Any) -> dict[str, Any]:
    return {"id": object_id, "card": card, "owner": owner, "zone": zone, **fields}


def twenty_objects() -> dict[str, Any]:
    """Two players, 20 objects; a Bolt whose target is bounced, a Shock, a pump, then combat."""
    return {
        "format": "rulings-explorer/1",
        "title": "Benchmark: a 20-object board",
        "description": "Two players and twenty objects: creatures, lands, an Aura and spells in "
        "hand. A Bolt loses its target to a bounce, a Shock kills a Bears, Giant Growth pumps "
        "the Lions, then three creatures attack.",
        "players": [{"id": "A", "mana_pool": "{R}{R}{G}"}, {"id": "B", "mana_pool": "{U}"}],
        "turn": {"number": 5, "active": "A", "step": "main1"},
        "objects": [
            _obj("lions", "Savannah Lions", "A", "battlefield"),
            _obj("silver", "Silvercoat Lion", "A", "battlefield"),
            _obj("bearsA1", "Grizzly Bears", "A", "battlefield"),
            _obj("bearsA2", "Grizzly Bears", "A", "battlefield"),
            _obj("elves", "Llanowar Elves", "A", "battlefield"),
            _obj("rancor", "Rancor", "A", "battlefield", attached_to="bearsA1"),
            _obj("m1", "Mountain", "A", "battlefield", tapped=True),
            _obj("m2", "Mountain", "A", "battlefield", tapped=True),
            _obj("f1", "Forest", "A", "battlefield", tapped=True),
            _obj("bolt", "Lightning Bolt", "A", "hand"),
            _obj("shock", "Shock", "A", "hand"),
            _obj("growth", "Giant Growth", "A", "hand"),
            _obj("bearsB1", "Grizzly Bears", "B", "battlefield"),
            _obj("bearsB2", "Grizzly Bears", "B", "battlefield"),
            _obj("sprite", "Sea Sprite", "B", "battlefield"),
            _obj("kelp", "Wall of Kelp", "B", "battlefield"),
            _obj("i1", "Island", "B", "battlefield", tapped=True),
            _obj("i2", "Island", "B", "battlefield", tapped=True),
            _obj("unsummon", "Unsummon", "B", "hand"),
            _obj("counter", "Counterspell", "B", "hand"),
        ],
        "actions": [
            {"player": "A", "cast": "bolt", "targets": ["bearsB1"]},
            {"player": "B", "cast": "unsummon", "targets": ["bearsB1"]},
            {"resolve": "stack"},
            {"player": "A", "cast": "shock", "targets": ["bearsB2"]},
            {"resolve": "stack"},
            {"player": "A", "cast": "growth", "targets": ["lions"]},
            {"resolve": "stack"},
            {"advance_to": "declare_attackers"},
            {"attack": {"lions": "B", "bearsA1": "B", "silver": "B"}},
            {"advance_to": "main2"},
        ],
    }


def shared(data: dict[str, Any]) -> dict[str, Any]:
    """The scenario as a share link carries it: without the examples' `example`/`expect`."""
    return {k: v for k, v in data.items() if k not in ("example", "expect")}


# --- a raw HTTP/1.1 client ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Answer:
    status: int
    headers: dict[str, str]
    body: bytes
    wire_bytes: int
    ttfb_s: float
    total_s: float


class Connection:
    """One HTTP/1.1 keep-alive connection; every answer timed and counted in bytes."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.sock = socket.create_connection((HOST, port), timeout=30)
        self.sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        self.buffer = b""

    def close(self) -> None:
        self.sock.close()

    def _fill(self) -> bool:
        chunk = self.sock.recv(65536)
        self.buffer += chunk
        return bool(chunk)

    def _take(self, n: int) -> bytes:
        while len(self.buffer) < n:
            if not self._fill():
                raise ConnectionError("connection closed mid-answer")
        data, self.buffer = self.buffer[:n], self.buffer[n:]
        return data

    def _take_line(self, end: bytes = b"\r\n") -> bytes:
        while end not in self.buffer:
            if not self._fill():
                raise ConnectionError("connection closed mid-answer")
        i = self.buffer.index(end) + len(end)
        data, self.buffer = self.buffer[:i], self.buffer[i:]
        return data

    def get(self, path: str, headers: dict[str, str] | None = None) -> Answer:
        lines = [f"GET {path} HTTP/1.1", f"Host: {HOST}:{self.port}", "Accept: */*"]
        lines += [f"{k}: {v}" for k, v in (headers or {}).items()]
        request = ("\r\n".join(lines) + "\r\n\r\n").encode()
        clock = time.perf_counter
        t0 = clock()
        self.sock.sendall(request)
        if not self.buffer and not self._fill():
            raise ConnectionError("connection closed before an answer")
        ttfb = clock() - t0
        head = self._take_line(b"\r\n\r\n")
        status = int(head[9:12])
        parsed: dict[str, str] = {}
        for line in head.decode("latin-1").split("\r\n")[1:]:
            if ":" in line:
                name, _, value = line.partition(":")
                parsed[name.strip().lower()] = value.strip()
        wire = len(head)
        if "content-length" in parsed:
            body = self._take(int(parsed["content-length"]))
            wire += len(body)
        elif parsed.get("transfer-encoding") == "chunked":
            chunks = []
            while True:
                size_line = self._take_line()
                size = int(size_line.split(b";")[0], 16)
                chunk = self._take(size + 2)
                wire += len(size_line) + len(chunk)
                if not size:
                    break
                chunks.append(chunk[:-2])
            body = b"".join(chunks)
        else:
            raise ConnectionError("answer without content-length or chunked encoding")
        return Answer(status, parsed, body, wire, ttfb, clock() - t0)


def fetch(port: int, path: str, encoding: str) -> Answer:
    """`path` on a new connection, with `Accept-Encoding: encoding`."""
    connection = Connection(port)
    try:
        return connection.get(path, {"Accept-Encoding": encoding})
    finally:
        connection.close()


# --- statistics --------------------------------------------------------------------------------


def ms_summary(seconds: list[float]) -> dict[str, float]:
    values = sorted(s * 1000 for s in seconds)
    if not values:
        return {"p50_ms": float("nan"), "p95_ms": float("nan"), "max_ms": float("nan")}
    p95 = values[min(len(values) - 1, max(0, -(-95 * len(values) // 100) - 1))]
    return {
        "p50_ms": statistics.median(values),
        "p95_ms": p95,
        "min_ms": values[0],
        "max_ms": values[-1],
        "n": len(values),
    }


# --- the benchmark -----------------------------------------------------------------------------


STATIC_LINK = re.compile(r'(?:href|src)="(/static/[^"?#]+)"')


def bench_page(port: int, path: str, rounds: int, errors: list[str]) -> dict[str, Any]:
    """TTFB and transfer sizes of the explorer page (and its own files), gzip and identity."""
    result: dict[str, Any] = {"path_chars": len(path)}
    first = fetch(port, path, "identity")
    assets = sorted(set(STATIC_LINK.findall(first.body.decode("utf-8", "replace"))))
    result["assets"] = assets
    for encoding in ("gzip", "identity"):
        answers = [fetch(port, path, encoding) for _ in range(rounds)]
        for a in answers:
            if a.status != 200:
                errors.append(f"page ({encoding}): status {a.status}")
        sample = answers[-1]
        asset_answers = [fetch(port, asset, encoding) for asset in assets]
        for asset, a in zip(assets, asset_answers, strict=True):
            if a.status != 200:
                errors.append(f"{asset} ({encoding}): status {a.status}")
        result[encoding] = {
            "ttfb": ms_summary([a.ttfb_s for a in answers]),
            "total": ms_summary([a.total_s for a in answers]),
            "document_bytes": sample.wire_bytes,
            "content_encoding": sample.headers.get("content-encoding", "identity"),
            "assets_bytes": {
                asset: a.wire_bytes for asset, a in zip(assets, asset_answers, strict=True)
            },
            "page_bytes": sample.wire_bytes + sum(a.wire_bytes for a in asset_answers),
        }
    return result


def step_path(token: str, at: int) -> str:
    return "/explore?" + urlencode({"s": token, "at": at})


def bench_steps(
    port: int, token: str, total: int, rounds: int, errors: list[str]
) -> dict[str, Any]:
    """Every step, in order, as a full page and as an htmx fragment; gzip, one connection."""
    result: dict[str, Any] = {"steps": total + 1, "rounds": rounds}
    for kind, extra in (("document", {}), ("htmx", {"HX-Request": "true"})):
        connection = Connection(port)
        times: list[float] = []
        sizes: list[int] = []
        try:
            connection.get(step_path(token, 0), {"Accept-Encoding": "gzip", **extra})  # warm-up
            for _ in range(rounds):
                for at in range(total + 1):
                    a = connection.get(step_path(token, at), {"Accept-Encoding": "gzip", **extra})
                    times.append(a.total_s)
                    sizes.append(a.wire_bytes)
                    problem = check_step(a, at, total, fragment=bool(extra))
                    if problem:
                        errors.append(f"{kind} at={at}: {problem}")
        finally:
            connection.close()
        result[kind] = {
            **ms_summary(times),
            "mean_wire_bytes": round(sum(sizes) / len(sizes)) if sizes else 0,
        }
    return result


def check_step(answer: Answer, at: int, total: int, *, fragment: bool) -> str | None:
    if answer.status != 200:
        return f"status {answer.status}"
    body = answer.body
    if answer.headers.get("content-encoding") == "gzip":
        import gzip

        body = gzip.decompress(body)
    text = body.decode("utf-8", "replace")
    is_document = text.lstrip().lower().startswith("<!doctype html")
    if fragment and is_document:
        return "a full document for an htmx request"
    if not fragment and not is_document:
        return "not a full document"
    # Steps where nothing happens are folded into the next, and shown steps are numbered
    # without gaps (issue 16, item 4): the shown number is at most `at`, the count at most `total`.
    shown = re.search(r"Step (\d+) of (\d+)<", text)
    if not shown or int(shown[1]) > at or int(shown[2]) > total:
        return f"no 'Step n of m' with n <= {at} and m <= {total}"
    return None


def token_lengths() -> dict[str, int]:
    lengths = {}
    for path in sorted(EXAMPLES.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        lengths[path.name] = len(token_for(shared(data)))
    return lengths


def total_steps(scenario: dict[str, Any]) -> int:
    from engine.driver.run import run
    from engine.driver.scenario import parse_scenario

    output, _ = run(parse_scenario(scenario))
    return max((int(e["step"]) for e in output["events"]), default=0)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--no-check", action="store_true", help="exit 0 even if a target is missed")
    parser.add_argument("--rounds", type=int, default=30, help="page loads per encoding")
    parser.add_argument("--step-rounds", type=int, default=3, help="passes over every step")
    parser.add_argument("--quick", action="store_true", help="--rounds 5 --step-rounds 1")
    args = parser.parse_args(argv)
    if args.quick:
        args.rounds, args.step_rounds = 5, 1

    scenario = twenty_objects()
    token = token_for(scenario)
    total = total_steps(scenario)
    tokens = token_lengths()
    report: dict[str, Any] = {
        "python": sys.version.split()[0],
        "cpus": os.cpu_count(),
        "load_average_before": os.getloadavg()[0],
        "scenario": {
            "objects": len(scenario["objects"]),
            "steps": total,
            "token_chars": len(token),
        },
        "tokens": tokens,
    }

    index_path = get_settings().index_path
    if not index_path.exists():
        print("building the search database ...", file=sys.stderr)
        subprocess.run(
            [sys.executable, "-m", "app.reference.index"],
            cwd=ROOT,
            check=True,
            env={**os.environ, "PYTHONPATH": str(ROOT)},
        )
    errors: list[str] = []
    port = search_bench.free_port()
    print(f"explorer page ({args.rounds} loads per encoding) and steps ...", file=sys.stderr)
    with search_bench.app_server(port):
        report["page"] = bench_page(port, step_path(token, total // 2), args.rounds, errors)
        report["page"]["at"] = total // 2
        report["steps"] = bench_steps(port, token, total, args.step_rounds, errors)
    report["errors"] = errors
    report["load_average_after"] = os.getloadavg()[0]

    failures = [
        f"{name}: share token {n:,} chars >= {TARGET_TOKEN_CHARS:,}"
        for name, n in tokens.items()
        if n >= TARGET_TOKEN_CHARS
    ]
    if errors:
        failures.append(f"{len(errors)} failed requests (first: {errors[0]})")
    report["targets"] = {
        "example_token_chars_below": TARGET_TOKEN_CHARS,
        "errors": 0,
        "missed": failures,
    }
    if args.json:
        print(json.dumps(report, indent=2, ensure_ascii=False))
    else:
        print_table(report)
    return 1 if failures and not args.no_check else 0


def kib(n: int) -> str:
    return f"{n / 1024:.1f} KiB"


def print_table(report: dict[str, Any]) -> None:
    sc = report["scenario"]
    print(
        f"Explorer benchmark (Python {report['python']}, {report['cpus']} CPUs; load average "
        f"{report['load_average_before']:.2f} before, {report['load_average_after']:.2f} after)"
    )
    print(
        f"Scenario: {sc['objects']} objects, {sc['steps']} steps, share token "
        f"{sc['token_chars']:,} chars"
    )
    print()
    page = report["page"]
    print(
        f"Explorer page at step {page['at']} (URL path {page['path_chars']:,} chars), "
        "new connection per load:"
    )
    print(
        f"  {'encoding':<10}{'TTFB p50':>10}{'TTFB p95':>10}{'total p50':>11}"
        f"{'document':>11}{'+ assets':>11}{'page':>11}"
    )
    for encoding in ("gzip", "identity"):
        e = page[encoding]
        assets = e["page_bytes"] - e["document_bytes"]
        print(
            f"  {encoding:<10}{e['ttfb']['p50_ms']:>8.1f}ms{e['ttfb']['p95_ms']:>8.1f}ms"
            f"{e['total']['p50_ms']:>9.1f}ms{kib(e['document_bytes']):>11}{kib(assets):>11}"
            f"{kib(e['page_bytes']):>11}"
        )
    print(f"  assets: {', '.join(page['assets'])} (sizes on the wire, headers included)")
    print()
    steps = report["steps"]
    print(
        f"Step requests: at=0..{steps['steps'] - 1}, {steps['rounds']} pass(es), keep-alive, gzip:"
    )
    for kind, label in (("document", "full page"), ("htmx", "HX-Request fragment")):
        s = steps[kind]
        print(
            f"  {label:<20} p50 {s['p50_ms']:6.1f} ms  p95 {s['p95_ms']:6.1f} ms  "
            f"max {s['max_ms']:6.1f} ms  ({s['n']} requests, mean {kib(s['mean_wire_bytes'])})"
        )
    print()
    tokens: dict[str, int] = report["tokens"]
    ranked = sorted(tokens.items(), key=lambda item: -item[1])
    values = sorted(tokens.values())
    print(
        f"Share tokens of {len(tokens)} examples: min {values[0]:,}, median "
        f"{statistics.median(values):,.0f}, max {values[-1]:,} chars "
        f"(target < {TARGET_TOKEN_CHARS:,})"
    )
    print("  longest: " + ", ".join(f"{name} {n:,}" for name, n in ranked[:3]))
    over = [(name, n) for name, n in ranked if n >= TARGET_TOKEN_CHARS]
    print("  over the target: " + (", ".join(f"{n} {c:,}" for n, c in over) or "none"))
    for error in report["errors"][:10]:
        print(f"error: {error}")
    print()
    missed = report["targets"]["missed"]
    print("targets: " + ("all met" if not missed else "MISSED: " + "; ".join(missed)))


if __name__ == "__main__":
    sys.exit(main())
