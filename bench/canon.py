"""The judge's canon (issue 29): how many of its cards the engine fully models, by category.

`../shared/data/judge-canon.tsv` lists the cards rules questions cluster on (a `name` and a
`category` column). Each card is read the way `python -m engine.cards.coverage` reads the corpus
(`engine.cards.coverage.card_coverage`: every face the data has compiled, a face the data lacks
an unmodelled part), and counted fully modelled, partial or text only. For each card not fully
modelled its unread lines are printed, so the next mechanism to write is the one they share.

    .venv/bin/python bench/canon.py                 # the table and every unread line
    .venv/bin/python bench/canon.py --json          # the same as JSON
    .venv/bin/python bench/canon.py --summary       # the table only
    .venv/bin/python bench/canon.py --category layers

Not a timing and not run in CI: a developer's measure (about 20 s, reading the corpus).
"""

from __future__ import annotations

import argparse
import csv
import json
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.cards.corpus import CorpusCard, read_corpus
from engine.cards.coverage import STATUSES, card_coverage
from engine.cards.faces import merge, read_faces
from engine.cards.names import fold_name as fold

CANON = Path(__file__).resolve().parents[2] / "shared" / "data" / "judge-canon.tsv"
DEFAULT_CANON = CANON if CANON.exists() else Path("/work/shared/data/judge-canon.tsv")


@dataclass(frozen=True, slots=True)
class CanonCard:
    name: str
    category: str
    #: "fully modelled", "partial", "text only", or "not in the corpus".
    status: str
    unread: tuple[str, ...]


def read_canon(path: Path) -> list[tuple[str, str]]:
    """The canon's (name, category) rows, in file order. Read without quoting: a tab-separated
    file has no quoted fields, and '"Name Sticker" Goblin' begins with a quote that is part of
    the card's name (csv's default quoting read it as `Name Sticker Goblin`, not in the corpus)."""
    with path.open(newline="", encoding="utf-8") as f:
        rows = csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE)
        return [(row["name"], row["category"]) for row in rows]


def _index(cards: list[CorpusCard]) -> dict[str, CorpusCard]:
    """Corpus cards by their folded name and by each face's name ("Delver of Secrets")."""
    out: dict[str, CorpusCard] = {}
    for card in cards:
        if not card.playable:
            continue
        for name in (card.name, *card.face_names):
            out.setdefault(fold(name), card)
    return out


def measure(path: Path = DEFAULT_CANON) -> list[CanonCard]:
    corpus = _index(merge(read_corpus(), read_faces()))
    out = []
    for name, category in read_canon(path):
        card = corpus.get(fold(name))
        if card is None:
            out.append(CanonCard(name, category, "not in the corpus", ()))
            continue
        status, _, faces_left = card_coverage(card)
        lines = [line for left, _, _ in faces_left for line in left]
        lines += [f"(a face the card data lacks: {face})" for face in card.missing_faces]
        out.append(CanonCard(name, category, status, tuple(lines)))
    return out


def table(found: list[CanonCard]) -> list[tuple[str, Counter[str]]]:
    by: dict[str, Counter[str]] = {}
    for card in found:
        by.setdefault(card.category, Counter())[card.status] += 1
    total: Counter[str] = Counter(c.status for c in found)
    return [*sorted(by.items()), ("total", total)]


def report(found: list[CanonCard], summary: bool) -> str:
    out = [f"The judge's canon: {len(found)} cards ({' / '.join(STATUSES)})"]
    for category, counts in table(found):
        n = sum(counts.values())
        figures = " / ".join(f"{counts[s]:>3}" for s in STATUSES)
        extra = (
            f"  ({counts['not in the corpus']} not in the corpus)"
            if counts["not in the corpus"]
            else ""
        )
        out.append(f"  {category:<14} {figures}   of {n:>3}{extra}")
    if not summary:
        for card in found:
            if card.status == "fully modelled":
                continue
            out.append(f"\n{card.name} [{card.category}, {card.status}]")
            out += [f"    {line}" for line in card.unread]
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="bench/canon.py", description=__doc__)
    parser.add_argument("--canon", type=Path, default=DEFAULT_CANON, help="the canon's TSV")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--summary", action="store_true", help="the table only")
    parser.add_argument("--category", help="only this category's cards")
    args = parser.parse_args(argv)
    if not args.canon.exists():
        parser.error(f"no canon at {args.canon}")
    found = measure(args.canon)
    if args.category:
        found = [c for c in found if c.category == args.category]
        if not found:
            parser.error(f"no card of category {args.category!r}")
    if args.json:
        data = {
            "table": {cat: dict(counts) for cat, counts in table(found)},
            "cards": [
                {"name": c.name, "category": c.category, "status": c.status, "unread": c.unread}
                for c in found
            ],
        }
        print(json.dumps(data, indent=2))
    else:
        print(report(found, args.summary))
    return 0


if __name__ == "__main__":
    sys.exit(main())
