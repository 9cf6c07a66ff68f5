"""Card pages in process: p50/p95 of /cards/<slug> and /api/v1/cards/<slug>, and the index build.

    .venv/bin/python bench/cards_pages.py            # table; exit 1 if the page p95 >= 20 ms
    .venv/bin/python bench/cards_pages.py --json

The app is created in process (FastAPI's TestClient, no network) with a search index built in a
temporary directory (its build time is reported). `--cards` card slugs are drawn with a fixed seed
from every card of the corpus; each is asked for once cold (its first request: the corpus row is
read and the view built) and once warm (the view is cached), as a page and as JSON."""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent
# This folder would shadow the engine package (bench/engine.py).
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() not in (BENCH, ROOT)]
sys.path.insert(0, str(ROOT))

from fastapi.testclient import TestClient  # noqa: E402

from app.main import create_app  # noqa: E402
from app.reference import index  # noqa: E402
from app.reference.catalog import catalog  # noqa: E402
from app.reference.store import load  # noqa: E402
from app.settings import Settings, get_settings  # noqa: E402

TARGET_P95_MS = 20.0


def _times(client: TestClient, urls: list[str]) -> list[float]:
    out = []
    for url in urls:
        started = time.perf_counter()
        response = client.get(url)
        out.append((time.perf_counter() - started) * 1000)
        if response.status_code != 200:
            raise SystemExit(f"{url}: {response.status_code}")
    return out


def _summary(ms: list[float]) -> dict[str, float]:
    ordered = sorted(ms)
    return {
        "p50_ms": round(statistics.median(ordered), 2),
        "p95_ms": round(ordered[int(len(ordered) * 0.95) - 1], 2),
        "max_ms": round(ordered[-1], 2),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--cards", type=int, default=400)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--no-check", action="store_true")
    args = parser.parse_args()
    data = get_settings().data_dir
    with tempfile.TemporaryDirectory() as tmp:
        started = time.perf_counter()
        store = load(data)
        cards = catalog()
        index.build(store, data, Path(tmp) / "reference.sqlite")
        build_s = time.perf_counter() - started
        settings = Settings(index_path=Path(tmp) / "reference.sqlite", store_dir=Path(tmp) / "l")
        with TestClient(create_app(settings)) as client:
            slugs = random.Random(14).sample([c.slug for c in cards.cards], args.cards)
            pages = [f"/cards/{s}" for s in slugs]
            api = [f"/api/v1/cards/{s}" for s in slugs]
            figures = {
                "cards": len(cards),
                "sampled": len(slugs),
                "index_build_s": round(build_s, 2),
                "page_cold": _summary(_times(client, pages)),
                "page_warm": _summary(_times(client, pages)),
                "api_warm": _summary(_times(client, api)),
            }
    if args.json:
        print(json.dumps(figures, indent=2))
    else:
        print(
            f"{figures['cards']} cards, {figures['sampled']} sampled; index build "
            f"(store, catalog, FTS) {figures['index_build_s']} s"
        )
        for key in ("page_cold", "page_warm", "api_warm"):
            f = figures[key]
            print(
                f"{key:10} p50 {f['p50_ms']:6.2f} ms  p95 {f['p95_ms']:6.2f} ms  max "
                f"{f['max_ms']:6.2f} ms"
            )
    worst = figures["page_cold"]["p95_ms"]  # type: ignore[index]
    if not args.no_check and worst >= TARGET_P95_MS:
        print(f"card page p95 {worst} ms misses the {TARGET_P95_MS} ms target", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
