"""Differential check against a second rules engine (phase-python, the phase.rs engine).

A developer tool, not a CI gate. Every golden scenario (tests/scenarios) and example (examples/)
runs in our engine and, where it can be expressed, in the peer; their final states are compared
(zones of objects, P/T of creatures on the battlefield, tokens made, life totals and losses, and
which action was refused). Disagreements where the peer is wrong are explained, with the CR, in
bench/peer_disagreements.md.

    .venv/bin/python bench/peer.py                  # summary and every disagreement
    .venv/bin/python bench/peer.py --json           # the same as JSON
    .venv/bin/python bench/peer.py -k trample       # only scenarios whose name contains "trample"
    .venv/bin/python bench/peer.py --timeout 5      # seconds per scenario in the peer (default 20)
    .venv/bin/python bench/peer.py --trace NAME     # one scenario: each peer action and its log

The peer runs in a worker process: a Rust panic or a loop it doesn't detect (it has no loop
detection, CR 104.4b) costs that scenario, counted as "peer error", and the worker is restarted.
"""

from __future__ import annotations

import argparse
import json
import select
import subprocess
import sys
import traceback
from collections import Counter
from pathlib import Path
from typing import Any

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent
# `bench/engine.py` would shadow the engine package: the repository root goes first.
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() not in (BENCH, ROOT)]
sys.path.insert(0, str(ROOT))
sys.path.append(str(BENCH))

from peer_compare import (  # noqa: E402
    differences,
    label,
    load_scenario,
    normalise_peer,
    ours,
    scenario_files,
)

DEFAULT_TIMEOUT = 20.0


# ── the worker (runs in its own process: `bench/peer.py --worker`) ─────────────────────────────
def peer_attempt(scenario: dict[str, Any]) -> dict[str, Any]:
    """Run one scenario in the peer: a snapshot, or not_expressed / peer_error with the reason."""
    from peer_cards import NotExpressible
    from peer_drive import PeerRunaway, play, snapshot
    from peer_setup import setup

    try:
        pg = setup(scenario)
        refused, message = play(pg, scenario)
        result = snapshot(pg)
    except NotExpressible as exc:
        return {"status": "not_expressed", "reason": str(exc), "detail": exc.detail}
    except PeerRunaway as exc:
        return {"status": "peer_error", "reason": f"runaway: {exc}"}
    except BaseException as exc:  # a Rust panic surfaces as pyo3's PanicException (BaseException)
        if isinstance(exc, KeyboardInterrupt | SystemExit):
            raise
        where = traceback.extract_tb(exc.__traceback__)[-1]
        return {
            "status": "peer_error",
            "reason": f"{type(exc).__name__}: {str(exc)[:300]}",
            "at": f"{Path(where.filename).name}:{where.lineno}",
        }
    result["refused"] = refused
    return {"status": "ok", "snapshot": result, "refused_message": message}


def trace(path: Path) -> int:
    """Run one scenario in the peer in this process, printing each peer action and its log."""
    from peer_drive import play, snapshot
    from peer_setup import setup

    scenario = load_scenario(path)
    pg = setup(scenario)
    print(f"{label(path)}: scenario ids -> peer ids {pg.objects}")
    refused = play(pg, scenario, trace=print)
    print(f"refused: {refused}")
    print(json.dumps(normalise_peer(scenario, snapshot(pg)), indent=2))
    print(f"ours: {json.dumps(ours(scenario)[0], indent=2)}")
    return 0


def worker() -> None:
    """Answer one JSON scenario per stdin line with one JSON result per stdout line."""
    for line in sys.stdin:
        reply = peer_attempt(json.loads(line))
        sys.stdout.write(json.dumps(reply) + "\n")
        sys.stdout.flush()


class Worker:
    """A peer worker process, restarted after a timeout or a crash."""

    def __init__(self, timeout: float) -> None:
        self.timeout = timeout
        self.proc: subprocess.Popen[str] | None = None

    def start(self) -> subprocess.Popen[str]:
        if self.proc is None or self.proc.poll() is not None:
            self.proc = subprocess.Popen(
                [sys.executable, str(Path(__file__).resolve()), "--worker"],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL,
                text=True,
                bufsize=1,
            )
        return self.proc

    def stop(self) -> None:
        if self.proc is not None:
            self.proc.kill()
            self.proc.wait()
            self.proc = None

    def ask(self, scenario: dict[str, Any]) -> dict[str, Any]:
        proc = self.start()
        assert proc.stdin is not None
        assert proc.stdout is not None
        try:
            proc.stdin.write(json.dumps(scenario) + "\n")
            proc.stdin.flush()
        except BrokenPipeError:
            self.stop()
            return {"status": "peer_error", "reason": "the peer worker died"}
        ready, _, _ = select.select([proc.stdout], [], [], self.timeout)
        if not ready:
            self.stop()
            return {"status": "peer_error", "reason": f"timeout after {self.timeout:g} s"}
        line = proc.stdout.readline()
        if not line:
            code = proc.wait()
            self.proc = None
            return {"status": "peer_error", "reason": f"the peer process died (exit {code})"}
        return dict(json.loads(line))


# ── the check ────────────────────────────────────────────────────────────────────────────────
def check(paths: list[Path], timeout: float) -> dict[str, Any]:
    """Run every scenario on both sides; the figures and the per-scenario results."""
    results: list[dict[str, Any]] = []
    peer = Worker(timeout)
    try:
        for path in paths:
            scenario = load_scenario(path)
            entry: dict[str, Any] = {"scenario": label(path)}
            mine, why_not = ours(scenario)
            if mine is None:
                entry |= {"status": "not_expressed", "reason": why_not}
            else:
                reply = peer.ask(scenario)
                entry |= {k: v for k, v in reply.items() if k != "snapshot"}
                if reply["status"] == "ok":
                    theirs = normalise_peer(scenario, reply["snapshot"])
                    diffs = differences(mine, theirs)
                    entry["status"] = "disagree" if diffs else "agree"
                    if diffs:
                        entry["differences"] = diffs
            results.append(entry)
    finally:
        peer.stop()
    counts = Counter(r["status"] for r in results)
    reasons = Counter(r["reason"] for r in results if r["status"] == "not_expressed")
    errors = Counter(r["reason"] for r in results if r["status"] == "peer_error")
    return {
        "total": len(results),
        "expressed": len(results) - counts["not_expressed"],
        "agree": counts["agree"],
        "disagree": counts["disagree"],
        "peer_errors": counts["peer_error"],
        "not_expressed": dict(reasons.most_common()),
        "peer_error_reasons": dict(errors.most_common()),
        "results": results,
    }


def print_summary(report: dict[str, Any]) -> None:
    print(
        f"scenarios {report['total']}: expressed {report['expressed']}, agree {report['agree']}, "
        f"disagree {report['disagree']}, peer errors {report['peer_errors']}"
    )
    if report["not_expressed"]:
        print("\nnot expressed (reason: count)")
        for reason, count in report["not_expressed"].items():
            print(f"  {count:3d}  {reason}")
    if report["peer_errors"]:
        print("\npeer errors")
        for r in report["results"]:
            if r["status"] == "peer_error":
                print(f"  {r['scenario']}: {r['reason']} {r.get('at', '')}".rstrip())
    if report["disagree"]:
        print("\ndisagreements (ours vs peer)")
        for r in report["results"]:
            if r["status"] == "disagree":
                print(f"  {r['scenario']}")
                for line in r["differences"]:
                    print(f"      {line}")
                if r.get("refused_message"):
                    print(f"      (peer: {r['refused_message']})")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    parser.add_argument("-k", dest="only", help="only scenarios whose name contains this")
    parser.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT, help="seconds each")
    parser.add_argument("--trace", metavar="NAME", help="run one scenario in the peer, verbosely")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        worker()
        return 0
    if args.trace:
        return trace(next(p for p in scenario_files() if p.stem == args.trace))
    paths = [p for p in scenario_files() if not args.only or args.only in label(p)]
    report = check(paths, args.timeout)
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        print_summary(report)
    return 0


if __name__ == "__main__":
    sys.exit(main())
