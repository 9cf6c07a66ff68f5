"""How many corpus cards carry an incomplete run on an empty board (issue 25): a developer tool.

Each card of the corpus that the engine loads is put alone on an otherwise empty board: a
permanent card on the battlefield, an instant or sorcery on the stack, resolved (as if cast, with
no targets; nothing else happens). The run is incomplete when one of the card's unread lines
functions there (113.6; `engine.modifiers.unmodelled`): the figure says how many cards a user can't
put into a run without it saying "this result may be wrong".

    .venv/bin/python bench/empty_board.py            # the figure, by kind of card
    .venv/bin/python bench/empty_board.py --json     # the same as JSON
    .venv/bin/python bench/empty_board.py --limit 2000 --examples 5

It compiles every card (about 12 s) and runs one scenario per card (about a minute in all).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any

BENCH = Path(__file__).resolve().parent
ROOT = BENCH.parent
# `bench/engine.py` would shadow the engine package: the repository root goes first.
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() not in (BENCH, ROOT)]
sys.path.insert(0, str(ROOT))

from engine import ScenarioError, run  # noqa: E402
from engine.cards.pool import find  # noqa: E402
from engine.cards.store import card_names  # noqa: E402


def scenario(name: str, permanent: bool) -> dict[str, Any]:
    """The card alone: on the battlefield, or on the stack and resolved."""
    obj = {"id": "it", "card": name, "owner": "A", "zone": "battlefield" if permanent else "stack"}
    return {
        "format": "rulings-explorer/1",
        "players": [{"id": "A"}, {"id": "B"}],
        "turn": {"number": 3, "active": "A", "step": "main1"},
        "objects": [obj],
        "actions": [] if permanent else [{"resolve": "stack"}],
    }


def measure(limit: int | None, examples: int) -> dict[str, Any]:
    names = [c.name for c in card_names() if c.playable][:limit]
    counts: Counter[str] = Counter()
    kinds: Counter[str] = Counter()
    shown: dict[str, list[str]] = {}
    started = time.perf_counter()
    for name in names:
        try:
            card = find(name)
        except ScenarioError:
            counts["not loaded"] += 1
            continue
        if card is None:
            counts["not loaded"] += 1
            continue
        what = "permanent" if card.is_permanent_card else "instant or sorcery"
        try:
            out, _ = run(scenario(name, card.is_permanent_card))
        except ScenarioError:
            counts["board does not load"] += 1
            continue
        counts["cards"] += 1
        counts[what] += 1
        if not out["complete"]:
            counts["incomplete"] += 1
            counts[f"incomplete, {what}"] += 1
            kinds.update({u["kind"] for u in out["unmodelled"]})
            shown.setdefault(what, [])
            if len(shown[what]) < examples:
                shown[what].append(name)
    return {
        "counts": dict(counts),
        "incomplete_by_kind_of_line": dict(kinds.most_common()),
        "examples": shown,
        "seconds": time.perf_counter() - started,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--limit", type=int, help="only the first N cards (by folded name)")
    parser.add_argument("--examples", type=int, default=3, help="example names of each kind")
    args = parser.parse_args(argv)
    found = measure(args.limit, args.examples)
    if args.json:
        print(json.dumps(found, indent=2, ensure_ascii=False))
        return 0
    c = found["counts"]
    print(
        f"{c.get('incomplete', 0):,} of {c.get('cards', 0):,} corpus cards carry an incomplete "
        f"run on an empty board ({100 * c.get('incomplete', 0) / max(c.get('cards', 1), 1):.1f}%): "
        f"{c.get('incomplete, permanent', 0):,} of {c.get('permanent', 0):,} permanents alone on "
        f"the battlefield, {c.get('incomplete, instant or sorcery', 0):,} of "
        f"{c.get('instant or sorcery', 0):,} instants and sorceries resolved"
    )
    print(
        f"  not loaded: {c.get('not loaded', 0)}; board does not load: "
        f"{c.get('board does not load', 0)}; {found['seconds']:.0f} s"
    )
    print(
        "  incomplete runs with a line of each kind: "
        + ", ".join(f"{k} {n:,}" for k, n in found["incomplete_by_kind_of_line"].items())
    )
    for what, names in found["examples"].items():
        print(f"  e.g. {what}: {', '.join(names)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
