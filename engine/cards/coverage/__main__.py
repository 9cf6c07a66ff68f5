"""The coverage report's command, `python -m engine.cards.coverage [--json] [--top N]`: the
figures `engine.cards.coverage.measure` finds, as text or JSON. It lives apart from the package
because the card pool's status store imports the package (its figures come from the same
compile): run as a module, a command the package already imported would be imported twice."""

from __future__ import annotations

import argparse
import json
import sys

import engine.cards.coverage as coverage
from engine.cards.coverage import STATUSES, Coverage, measure


def report(found: Coverage, top: int = 25) -> str:
    total = sum(found.cards.values())
    out = [f"Oracle compiler coverage: {total:,} game cards of the corpus"]
    for status in STATUSES:
        out.append(
            f"  {status:<15} {found.cards[status]:>6,}  {100 * found.cards[status] / total:5.1f}%"
        )
    lines = sum(found.lines.values())
    out.append(
        f"  lines: {found.lines['recognised']:,} of {lines:,} recognised, "
        f"{found.lines['gap']:,} named gaps, {found.lines['unsupported']:,} unread"
    )
    missing = sum(found.missing_faces.values())
    by_layout = ", ".join(f"{n:,} {lay}" for lay, n in found.missing_faces.most_common() if n)
    out.append(f"  faces or halves not in the card data: {missing:,} ({by_layout})")
    per_card = 1000 * found.seconds / max(total, 1)
    out.append(
        f"  compiled in {found.seconds:.1f} s ({per_card:.2f} ms a card; "
        f"{found.cpu_seconds:.1f} s of CPU)"
    )
    unread = sum(found.kinds.values())
    out.append(
        f"\nUnread lines by kind ({unread:,}; classified in {found.classify_seconds:.1f} s):"
    )
    out += [
        f"  {n:>6,}  {k:<15} {found.kinds_with_events[k]:>6,} naming an event"
        for k, n in found.kinds.most_common()
    ]
    out.append("\nBy layout (fully modelled / partial / text only):")
    for layout, counts in sorted(found.by_layout.items(), key=lambda kv: -sum(kv[1].values())):
        figures = " / ".join(f"{counts[s]:,}" for s in STATUSES)
        out.append(f"  {layout:<16} {figures}")
    out.append("\nLines read, by template:")
    out += [f"  {n:>6,}  {t}" for t, n in found.templates.most_common()]
    out.append(f"\nNamed gaps (the {top} most common):")
    out += [f"  {n:>6,}  {t}" for t, n in found.gaps.most_common(top)]
    out.append(f"\nMost common unread line shapes (the {top} most common):")
    out += [f"  {n:>6,}  {t}" for t, n in found.unread.most_common(top)]
    return "\n".join(out)


def to_data(found: Coverage, top: int) -> dict[str, object]:
    return {
        "cards": dict(found.cards),
        "fully_modelled_percent": round(found.share(), 1),
        "by_layout": {k: dict(v) for k, v in found.by_layout.items()},
        "lines": dict(found.lines),
        "missing_faces": {k: v for k, v in found.missing_faces.items() if v},
        "templates": dict(found.templates),
        "gaps": dict(found.gaps.most_common(top)),
        "unread": dict(found.unread.most_common(top)),
        "kinds": dict(found.kinds),
        "kinds_with_events": dict(found.kinds_with_events),
        "seconds": round(found.seconds, 2),
        "cpu_seconds": round(found.cpu_seconds, 2),
        "classify_seconds": round(found.classify_seconds, 2),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m engine.cards.coverage", description=coverage.__doc__
    )
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--top", type=int, default=25, help="how many gaps and shapes to list")
    args = parser.parse_args(argv)
    if not 1 <= args.top <= 1000:
        parser.error("--top must be between 1 and 1000")
    found = measure()
    if args.json:
        print(json.dumps(to_data(found, args.top), indent=2))
    else:
        print(report(found, args.top))
    return 0


if __name__ == "__main__":
    sys.exit(main())
