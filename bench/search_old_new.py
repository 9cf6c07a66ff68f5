"""Search latency in process, an older tree against this one, in one run (issue 30 §3).

    git worktree add --detach /tmp/old main      # the code to compare with
    cp bench/queries.txt /tmp/old/bench/         # the same queries on both sides
    .venv/bin/python bench/search_old_new.py --old /tmp/old --pairs 3 --rounds 3

Runs `bench/search.py --no-http --json` of each tree in turn, `--pairs` times, alternating which
goes first, on one search database (this tree's, or `--index`), so both read the same data and
the machine's load falls on both alike. Prints each run's p50/p95 (wall clock and thread CPU)
and the ratio new / old of the medians of the runs' p95: at most 1 means not slower.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path
from typing import Any

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent


def run(tree: Path, index: Path, rounds: int) -> dict[str, Any]:
    python = tree / ".venv" / "bin" / "python"
    out = subprocess.run(
        [
            str(python),
            "bench/search.py",
            "--no-http",
            "--json",
            "--no-check",
            "--rounds",
            str(rounds),
        ],
        cwd=tree,
        env={**os.environ, "RULINGS_INDEX_PATH": str(index), "PYTHONPATH": str(tree)},
        check=True,
        capture_output=True,
        text=True,
    )
    report: dict[str, Any] = json.loads(out.stdout)
    return report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--old", type=Path, required=True, help="the older tree (a worktree)")
    parser.add_argument("--index", type=Path, default=ROOT / "var" / "reference.sqlite")
    parser.add_argument("--pairs", type=int, default=3)
    parser.add_argument("--rounds", type=int, default=3)
    args = parser.parse_args(argv)
    ours = (BENCH / "queries.txt").read_bytes()
    if (args.old / "bench" / "queries.txt").read_bytes() != ours:
        print("the old tree's bench/queries.txt differs: copy this one there", file=sys.stderr)
        return 2
    runs: dict[str, list[dict[str, Any]]] = {"old": [], "new": []}
    trees = {"old": args.old.resolve(), "new": ROOT}
    for pair in range(args.pairs):
        for side in ("old", "new") if pair % 2 == 0 else ("new", "old"):
            report = run(trees[side], args.index, args.rounds)
            runs[side].append(report)
            ip = report["in_process"]
            print(
                f"{side}: {report['queries']} queries, p50 {ip['p50_ms']:.2f} ms, "
                f"p95 {ip['p95_ms']:.2f} ms, CPU p95 {ip['cpu']['p95_ms']:.2f} ms "
                f"(load {report['load_average_before']:.1f})"
            )
    p95 = {side: statistics.median(r["in_process"]["p95_ms"] for r in runs[side]) for side in runs}
    cpu = {
        side: statistics.median(r["in_process"]["cpu"]["p95_ms"] for r in runs[side])
        for side in runs
    }
    print(
        f"median p95: old {p95['old']:.2f} ms, new {p95['new']:.2f} ms, "
        f"new/old {p95['new'] / p95['old']:.2f}; CPU p95 new/old {cpu['new'] / cpu['old']:.2f}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
