"""Fuzz share-token decoding and scenario loading with many examples (tests/engine/fuzz.py).

Every input must decode or load, or raise a documented error (`LinkError`, `ScenarioError`);
anything else is a bug, and the run stops at the first one with the input that causes it (as
Hypothesis shrinks it). The test suite runs the same checks with 2,000 examples each.

    .venv/bin/python bench/fuzz.py                    # 20,000 tokens and 20,000 scenarios
    .venv/bin/python bench/fuzz.py --examples 100000  # more
    .venv/bin/python bench/fuzz.py --json
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
# Run as a script, this file's folder comes first on sys.path; the repository root is wanted.
sys.path[0:1] = [str(ROOT)]

from hypothesis import HealthCheck, Phase, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from engine.core.errors import ScenarioError  # noqa: E402
from engine.driver.share_links import LinkError  # noqa: E402
from tests.engine.fuzz import check_scenario, check_token, scenario_inputs, tokens  # noqa: E402


def fuzz(
    name: str, strategy: st.SearchStrategy[Any], check: Callable[[Any], None], n: int
) -> dict[str, Any]:
    """Run `check` on `n` generated inputs; the outcome counts and the first failure, if any."""
    outcomes: Counter[str] = Counter()

    def counted(value: Any) -> None:
        try:
            check(value)
        except (LinkError, ScenarioError):  # pragma: no cover - check() already absorbs these
            outcomes["documented error"] += 1
            return
        outcomes["checked"] += 1

    runner = settings(
        max_examples=n,
        deadline=None,
        database=None,
        suppress_health_check=list(HealthCheck),
        phases=[Phase.generate, Phase.shrink],
    )(given(strategy)(counted))
    started = time.perf_counter()
    failure = None
    try:
        runner()
    except Exception as exc:  # the first undocumented exception, shrunk by Hypothesis
        failure = f"{type(exc).__name__}: {exc}"
    return {
        "name": name,
        "examples": sum(outcomes.values()),
        "seconds": round(time.perf_counter() - started, 1),
        "failure": failure,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--examples", type=int, default=20_000, help="examples per input kind")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args()
    results = [
        fuzz("share tokens (decode_link)", tokens, check_token, args.examples),
        fuzz("scenario data (parse_scenario)", scenario_inputs, check_scenario, args.examples),
    ]
    if args.json:
        print(json.dumps(results, indent=2))
    else:
        for r in results:
            outcome = (
                "0 undocumented exceptions" if r["failure"] is None else f"FAILED: {r['failure']}"
            )
            print(f"{r['name']:34s} {r['examples']:>8,} examples in {r['seconds']:>6} s: {outcome}")
    return 0 if all(r["failure"] is None for r in results) else 1


if __name__ == "__main__":
    sys.exit(main())
