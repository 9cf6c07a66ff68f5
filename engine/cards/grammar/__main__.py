"""`python -m engine.cards.grammar [--top N]`: how much of the corpus the grammar reads."""

from __future__ import annotations

import argparse
import sys

from engine.cards.corpus import read_corpus
from engine.cards.grammar.measure import measure, report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine.cards.grammar", description=__doc__)
    parser.add_argument("--top", type=int, default=25, help="how many shapes to list (1-1000)")
    args = parser.parse_args(argv)
    if not 1 <= args.top <= 1000:
        parser.error("--top must be between 1 and 1000")
    print(report(measure(read_corpus()), args.top))
    return 0


if __name__ == "__main__":
    sys.exit(main())
