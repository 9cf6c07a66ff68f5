"""The card store and the engine's card look-ups: build time, first look-ups, memory.

    .venv/bin/python bench/cards.py

Each figure is measured in a fresh Python process (so "first" means first in a process):
- the store build (`python -m engine.cards build --force` into a temporary file), median of 3;
- `find_card` of a corpus card right after `import engine` (store open, one row read, converted
  and validated; target < 5 ms), then of another card; median of 7 processes;
- `card_names()` on its first call (all 34,632 names read from the store); median of 7;
- the app's start (`create_app()`) and its RSS, then the RSS after `card_names()` and 1,000
  `find_card` look-ups; and the same in a process that imports only the engine: the growth the
  whole pool costs (target < 150 MB).
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

_FIRST_LOOKUP = """
import json, time
import engine
t0 = time.perf_counter(); engine.find_card("Tarmogoyf"); t1 = time.perf_counter()
engine.find_card("Delver of Secrets"); t2 = time.perf_counter()
print(json.dumps({"first": (t1 - t0) * 1000, "second": (t2 - t1) * 1000}))
"""

_CARD_NAMES = """
import json, time
import engine
t0 = time.perf_counter(); names = engine.card_names(); t1 = time.perf_counter()
print(json.dumps({"card_names": (t1 - t0) * 1000, "count": len(names)}))
"""

_ENGINE_RSS = """
import json
def rss():
    for line in open("/proc/self/status"):
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
import engine
start = rss()
names = engine.card_names()
listed = rss()
for n in names[:: len(names) // 1000][:1000]:
    try:
        engine.find_card(n.name)
    except engine.ScenarioError:
        pass
print(json.dumps({"rss_engine": start, "rss_names": listed, "rss_cards": rss()}))
"""

_APP_RSS = """
import json, time
def rss():
    for line in open("/proc/self/status"):
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
t0 = time.perf_counter()
from app.main import create_app
create_app()
t1 = time.perf_counter()
before = rss()
import engine
names = engine.card_names()
for n in names[:: len(names) // 1000][:1000]:
    try:
        engine.find_card(n.name)
    except engine.ScenarioError:
        pass
print(json.dumps({"start_s": t1 - t0, "rss_start": before, "rss_pool": rss()}))
"""


def _python(code: str, env: dict[str, str] | None = None) -> dict[str, float]:
    out = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
        env={**os.environ, **(env or {})},
    )
    result: dict[str, float] = json.loads(out.stdout.strip().splitlines()[-1])
    return result


def main() -> int:
    subprocess.run([sys.executable, "-m", "engine.cards", "build"], cwd=ROOT, check=True)
    builds = []
    with tempfile.TemporaryDirectory() as tmp:
        for _ in range(3):
            env = {**os.environ, "RULINGS_CARD_STORE": str(Path(tmp) / "cards.sqlite")}
            started = time.perf_counter()
            subprocess.run(
                [sys.executable, "-m", "engine.cards", "build", "--force"],
                cwd=ROOT,
                check=True,
                capture_output=True,
                env=env,
            )
            builds.append(time.perf_counter() - started)
        size = (Path(tmp) / "cards.sqlite").stat().st_size
    lookups = [_python(_FIRST_LOOKUP) for _ in range(7)]
    names = [_python(_CARD_NAMES) for _ in range(7)]
    app = _python(_APP_RSS)
    alone = _python(_ENGINE_RSS)
    first = statistics.median(r["first"] for r in lookups)
    print(f"store build (process, incl. imports): {statistics.median(builds):.2f} s median of 3")
    print(f"store size: {size / 1e6:.1f} MB")
    print(f"find_card first look-up: {first:.2f} ms median of 7 (target < 5 ms)")
    second = statistics.median(r["second"] for r in lookups)
    print(f"find_card next card: {second:.2f} ms")
    count = int(names[0]["count"])
    cost = statistics.median(r["card_names"] for r in names)
    print(f"card_names() first call: {cost:.0f} ms for {count} names, median of 7")
    print(f"app start (create_app): {app['start_s']:.2f} s, RSS {app['rss_start']:.0f} MB")
    growth = app["rss_pool"] - app["rss_start"]
    print(f"app RSS growth with card_names() and 1,000 cards loaded: {growth:.0f} MB")
    print(
        f"engine alone: RSS {alone['rss_engine']:.0f} MB after import, "
        f"+{alone['rss_names'] - alone['rss_engine']:.0f} MB with card_names(), "
        f"+{alone['rss_cards'] - alone['rss_names']:.1f} MB more with 1,000 cards loaded "
        "(target: growth < 150 MB)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
