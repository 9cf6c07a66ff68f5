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
from collections.abc import Iterable
from pathlib import Path
from typing import Any

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent
# `bench/engine.py` would shadow the engine package: the repository root goes first.
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() not in (BENCH, ROOT)]
sys.path.insert(0, str(ROOT))
sys.path.append(str(BENCH))

from peer_board import board, prepare  # noqa: E402
from peer_compare import (  # noqa: E402
    differences,
    label,
    load_scenario,
    normalise_peer,
    ours,
    scenario_files,
)
from peer_corpus import sample, trials  # noqa: E402

from engine.cards.pool import find  # noqa: E402
from engine.cards.vocabulary import CardDef  # noqa: E402

DEFAULT_TIMEOUT = 20.0
#: The corpus sample's seed (issue 25).
DEFAULT_SEED = 25


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


def trace(scenario: dict[str, Any], name: str) -> int:
    """Run one scenario in the peer in this process, printing each peer action and its log."""
    from peer_drive import play, snapshot
    from peer_setup import setup

    pg = setup(scenario)
    print(f"{name}: scenario ids -> peer ids {pg.objects}")
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
            for pipe in (self.proc.stdin, self.proc.stdout):
                if pipe is not None:
                    pipe.close()
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
def compare(scenario: dict[str, Any], peer: Worker, name: str) -> dict[str, Any]:
    """One scenario on both sides: agree, disagree (with the differences), not_expressed or
    peer_error (with the reason)."""
    entry: dict[str, Any] = {"scenario": name}
    mine, why_not = ours(scenario)
    if mine is None:
        return entry | {"status": "not_expressed", "reason": why_not}
    reply = peer.ask(scenario)
    entry |= {k: v for k, v in reply.items() if k != "snapshot"}
    if reply["status"] == "ok":
        theirs = normalise_peer(scenario, reply["snapshot"])
        diffs = differences(mine, theirs)
        entry["status"] = "disagree" if diffs else "agree"
        if diffs:
            entry["differences"] = diffs
    return entry


def check(paths: list[Path], timeout: float) -> dict[str, Any]:
    """Run every scenario on both sides; the figures and the per-scenario results."""
    peer = Worker(timeout)
    try:
        results = [compare(load_scenario(path), peer, label(path)) for path in paths]
    finally:
        peer.stop()
    return tally(results)


def tally(results: list[dict[str, Any]]) -> dict[str, Any]:
    """The figures of a list of per-scenario results, and the results."""
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


# ── corpus cards on the standard board (bench/peer_board.py, bench/peer_corpus.py) ────────────
def trial_scenarios(card: CardDef) -> list[tuple[str, dict[str, Any] | None, str | None]]:
    """Each trial of a card: its label, its scenario with our answers, or why there is none."""
    out: list[tuple[str, dict[str, Any] | None, str | None]] = []
    for trial in trials(card):
        scenario, why_not = prepare(board(trial.card, trial.kind, trial.ability))
        out.append((trial.label, None if why_not else scenario, why_not))
    return out


def card_status(entries: list[dict[str, Any]]) -> str:
    """A card's verdict from its trials': any disagreement, else any peer error, else agree
    when one trial at least was compared."""
    statuses = {e["status"] for e in entries}
    for status in ("disagree", "peer_error", "agree"):
        if status in statuses:
            return status
    return "not_expressed"


def check_corpus(cards: Iterable[CardDef], timeout: float) -> dict[str, Any]:
    """Every trial of every card on both sides; the figures by card and by trial."""
    by_card: dict[str, str] = {}
    results: list[dict[str, Any]] = []
    peer = Worker(timeout)
    try:
        for number, card in enumerate(cards, start=1):
            entries = []
            for name, scenario, why_not in trial_scenarios(card):
                if scenario is None:
                    entries.append({"scenario": name, "status": "not_expressed", "reason": why_not})
                else:
                    entries.append(compare(scenario, peer, name))
            by_card[card.name] = card_status(entries)
            results += entries
            if number % 25 == 0:
                print(f"  … {number} cards", file=sys.stderr, flush=True)
    finally:
        peer.stop()
    report = tally(results)
    report["cards"] = dict(Counter(by_card.values())) | {"total": len(by_card)}
    report["card_status"] = by_card
    return report


def print_cards(report: dict[str, Any]) -> None:
    cards = report["cards"]
    print(
        f"cards {cards['total']}: agree {cards.get('agree', 0)}, disagree "
        f"{cards.get('disagree', 0)}, peer errors {cards.get('peer_error', 0)}, not compared "
        f"{cards.get('not_expressed', 0)}"
    )
    print_summary(report)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print the report as JSON")
    parser.add_argument("-k", dest="only", help="only scenarios whose name contains this")
    parser.add_argument("--timeout", type=float, default=DEFAULT_TIMEOUT, help="seconds each")
    parser.add_argument("--trace", metavar="NAME", help="run one scenario in the peer, verbosely")
    parser.add_argument("--cards", type=int, metavar="N", help="N sampled corpus cards instead")
    parser.add_argument("--seed", type=int, default=DEFAULT_SEED, help="the sample's seed")
    parser.add_argument("--start", type=int, default=0, help="skip the sample's first cards")
    parser.add_argument("--card", action="append", help="this corpus card (repeatable)")
    parser.add_argument("--trace-card", metavar="NAME", help="a corpus card's trials, verbosely")
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.worker:
        worker()
        return 0
    if args.trace:
        path = next(p for p in scenario_files() if p.stem == args.trace)
        return trace(load_scenario(path), label(path))
    if args.trace_card:
        card = find(args.trace_card)
        assert card is not None, f"no card {args.trace_card!r}"
        for name, scenario, why_not in trial_scenarios(card):
            print(f"{name}: {why_not}" if scenario is None else json.dumps(scenario["actions"]))
            if scenario is not None:
                trace(scenario, name)
        return 0
    if args.cards or args.card:
        chosen = [find(n) for n in args.card or []]
        cards = [c for c in chosen if c] if args.card else sample(args.seed, args.start, args.cards)
        report = check_corpus(cards, args.timeout)
        print(json.dumps(report, indent=2)) if args.json else print_cards(report)
        return 0
    paths = [p for p in scenario_files() if not args.only or args.only in label(p)]
    report = check(paths, args.timeout)
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        print_summary(report)
    return 0


if __name__ == "__main__":
    sys.exit(main())
