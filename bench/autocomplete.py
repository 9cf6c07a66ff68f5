"""Benchmark the builder's card-name autocomplete in process (issue 14).

Run from the repository root:

    .venv/bin/python bench/autocomplete.py             # table; exit 1 if a target is missed
    .venv/bin/python bench/autocomplete.py --json      # the same figures as JSON
    .venv/bin/python bench/autocomplete.py --no-check  # never fail on targets

1. Building the index of every offered card (`card_names()` of the engine and the index over it,
   once per process), timed once.
2. `suggestions(text)` over a fixed-seed mix of what people type: prefixes of 1 to 12 characters
   of sampled card names, a later word's start, a substring, the full name in capitals or with
   its punctuation dropped or changed (’ for ', no hyphens), and misses; each query once to warm
   up, then `--rounds` shuffled rounds, each call timed by the wall clock.
3. The route, `GET /explore/build/cards?name=…` through the ASGI app in process (Starlette's
   TestClient: the middleware, routing, a worker thread, the fragment's template), over the
   same queries, beside `GET /healthz` through the same client as the baseline of that overhead.
Target: `suggestions()` p95 < 10 ms (the route's figures are reported, not checked: most of
them is the test client's and the middleware's, as the baseline shows).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from fastapi.testclient import TestClient  # noqa: E402

from app.main import create_app  # noqa: E402
from app.settings import Settings  # noqa: E402
from app.web.card_complete import name_index, suggestions  # noqa: E402

TARGET_P95_MS = 10.0
SEED = 14


def queries(names: tuple[str, ...], n: int) -> list[str]:
    """A fixed-seed mix of what people type into the card field."""
    rng = random.Random(SEED)
    out: list[str] = []
    for name in rng.sample(names, n):
        words = name.split()
        out.append(name[: rng.randint(1, 12)].lower())
        if len(words) > 1:
            out.append(rng.choice(words[1:])[:5])
        if len(name) > 6:
            at = rng.randrange(1, len(name) - 4)
            out.append(name[at : at + 4])
        out.append(name.upper())
        out.append(name.replace("'", "’").replace("-", " ").replace(",", ""))
    out += ["zzqx", "xyzzy plugh", "q" * 40, "'", " ", "æ"]
    return out


def percentile(values: list[float], pct: int) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, -(-pct * len(ordered) // 100) - 1))]


def summary(seconds: list[float]) -> dict[str, float]:
    ms = [s * 1000 for s in seconds]
    return {
        "calls": len(ms),
        "p50_ms": statistics.median(ms),
        "p95_ms": percentile(ms, 95),
        "p99_ms": percentile(ms, 99),
        "max_ms": max(ms),
    }


def timed(call: object, texts: list[str], rounds: int) -> list[float]:
    assert callable(call)
    for text in texts:
        call(text)
    rng = random.Random(SEED)
    seconds: list[float] = []
    for _ in range(rounds):
        order = texts[:]
        rng.shuffle(order)
        for text in order:
            start = time.perf_counter()
            call(text)
            seconds.append(time.perf_counter() - start)
    return seconds


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--no-check", action="store_true", help="never fail on targets")
    parser.add_argument("--rounds", type=int, default=5, help="timed rounds (default 5)")
    parser.add_argument("--sample", type=int, default=300, help="card names sampled (300)")
    args = parser.parse_args(argv)

    start = time.perf_counter()
    index = name_index()
    build_s = time.perf_counter() - start
    texts = queries(index.names, args.sample)

    function = summary(timed(suggestions, texts, args.rounds))
    with tempfile.TemporaryDirectory() as tmp:
        settings = Settings(index_path=Path(tmp) / "reference.sqlite", store_dir=Path(tmp))
        with TestClient(create_app(settings)) as client:

            def route(text: str) -> None:
                response = client.get("/explore/build/cards", params={"name": text})
                assert response.status_code == 200, (text, response.status_code)

            def health(_: str) -> None:
                assert client.get("/healthz").status_code == 200

            http = summary(timed(route, texts, max(1, args.rounds // 2)))
            baseline = summary(timed(health, texts, max(1, args.rounds // 2)))

    report = {
        "cards": len(index),
        "queries": len(texts),
        "index_build_s": build_s,
        "suggestions": function,
        "route_in_process": http,
        "healthz_in_process": baseline,
        "target_p95_ms": TARGET_P95_MS,
    }
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        print(f"cards offered {len(index):,}; index built in {build_s:.2f} s (once per process)")
        print(f"{len(texts)} queries; target p95 < {TARGET_P95_MS:.0f} ms")
        rows = (
            ("suggestions()", function),
            ("GET /explore/build/cards", http),
            ("GET /healthz (baseline)", baseline),
        )
        for label, s in rows:
            print(
                f"  {label:<26} {s['calls']:>6} calls  p50 {s['p50_ms']:6.3f} ms  "
                f"p95 {s['p95_ms']:6.3f} ms  p99 {s['p99_ms']:6.3f} ms  max {s['max_ms']:6.2f} ms"
            )
    if function["p95_ms"] >= TARGET_P95_MS and not args.no_check:
        print("target missed: suggestions() p95", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
