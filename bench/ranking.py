"""The ranking figure: how many queries of the ranking test set find the page a judge expects in
the first three results, as the search page orders them.

Run from the repository root (builds nothing; uses the search index `make index` built):

    .venv/bin/python bench/ranking.py            # the figure and every miss
    .venv/bin/python bench/ranking.py --json     # the same as JSON
    .venv/bin/python bench/ranking.py --index var/reference.sqlite

The set is bench/ranking.tsv (query, tab, expected address); tests/test_ranking.py runs it too.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass
from pathlib import Path

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() not in (BENCH, ROOT)]
sys.path.insert(0, str(ROOT))

from app.reference.search import SearchIndex  # noqa: E402
from app.settings import get_settings  # noqa: E402

SET = BENCH / "ranking.tsv"
#: How far down a result may be and still count.
TOP = 3


@dataclass(frozen=True, slots=True)
class Case:
    query: str
    expected: str


@dataclass(frozen=True, slots=True)
class Outcome:
    case: Case
    top: tuple[str, ...]

    @property
    def found(self) -> bool:
        return self.case.expected in self.top


def cases(path: Path = SET) -> list[Case]:
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            query, expected = line.split("\t")
            out.append(Case(query, expected))
    return out


def run(index: SearchIndex, path: Path = SET) -> list[Outcome]:
    return [
        Outcome(case, tuple(index.search(case.query).ranked_urls()[:TOP])) for case in cases(path)
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--index", type=Path, default=get_settings().index_path)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    outcomes = run(SearchIndex(args.index, cache_size=0))
    found = sum(o.found for o in outcomes)
    misses = [o for o in outcomes if not o.found]
    if args.json:
        print(
            json.dumps(
                {
                    "queries": len(outcomes),
                    "in_top_3": found,
                    "share": found / len(outcomes),
                    "misses": [
                        {"query": o.case.query, "expected": o.case.expected, "top": o.top}
                        for o in misses
                    ],
                },
                indent=2,
            )
        )
    else:
        print(
            f"ranking: {found} of {len(outcomes)} queries ({found / len(outcomes):.0%}) find "
            f"the expected page in the top {TOP}"
        )
        for o in misses:
            print(f"  miss: {o.case.query!r} expected {o.case.expected}, got {', '.join(o.top)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
