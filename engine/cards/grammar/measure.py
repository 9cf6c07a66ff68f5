"""How much of the corpus the oracle grammar reads: `python -m engine.cards.grammar`.

Every oracle line of every game card's faces is read by the grammar (a face's lines are spell
text when it is an instant or sorcery, 113.3a). A line is read when the grammar used every
token (reminder text aside) and the tree renders back to the line; a card is read when every
line of every face it has text for is. The report gives the figures by line kind, the kinds of
the lines the grammar can't read (by their first words, as `guess_kind` tells them), where it
stopped most often, and the most common unread line shapes (the card's name as "~", numbers as
N, mana symbols as {M}). It reads the grammar only, not what the engine models: the compiler's
coverage (`python -m engine.cards.coverage`) is a separate measure.
"""

from __future__ import annotations

import re
import time
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field

from engine.cards.corpus import CorpusCard
from engine.cards.grammar.lines import Parsed, parse_line
from engine.cards.grammar.selves import self_references
from engine.cards.grammar.tokens import Kind, normalised

_NUMBER = re.compile(r"(?<![\w{])\d+(?![\w}])")
_MANA = re.compile(r"(\{[^}]+\} ?)+")


@dataclass
class Measure:
    lines: int = 0
    read_lines: int = 0
    cards: int = 0
    read_cards: int = 0
    kinds: Counter[str] = field(default_factory=Counter)
    unread_kinds: Counter[str] = field(default_factory=Counter)
    failures: Counter[str] = field(default_factory=Counter)
    stops: Counter[str] = field(default_factory=Counter)
    shapes: Counter[str] = field(default_factory=Counter)
    seconds: float = 0.0


def card_lines(card: CorpusCard) -> Iterable[tuple[str, tuple[str, ...], bool]]:
    """Each oracle line of the card's faces, with the names it calls itself by and whether
    it is spell text."""
    for face in card.faces:
        selves = self_references(
            card.name, face.name, face.subtypes if "Planeswalker" in face.types else ()
        )
        spell = bool({"Instant", "Sorcery"} & set(face.types))
        for line in face.text.split("\n"):
            if line.strip():
                yield line.strip(), selves, spell


def guess_kind(parsed: Parsed) -> str:
    """An unread line's kind by its first words: what the grammar would have made of it."""
    texts = [t.text for t in parsed.tokens if t.kind is not Kind.REMINDER]
    first = texts[0].lower() if texts else ""
    if first in ("when", "whenever", "at"):
        return "triggered"
    if first == "•" or first == "+":
        return "mode"
    if first == "choose":
        return "modal"
    if ":" in texts and "." not in texts[: texts.index(":")]:
        return "activated"
    if "—" in texts[:6]:
        return "labelled"
    return "static or spell"


def shape(parsed: Parsed) -> str:
    """The line with numbers as N and mana symbols as {M} (quoted spans as printed)."""
    return _NUMBER.sub("N", _MANA.sub("{M} ", normalised(parsed.tokens))).strip()


def measure(cards: Iterable[CorpusCard]) -> Measure:
    found = Measure()
    start = time.perf_counter()
    for card in cards:
        if card.non_game_type is not None:
            continue
        found.cards += 1
        read_all = True
        for line, selves, spell in card_lines(card):
            parsed = parse_line(line, selves, spell=spell)
            found.lines += 1
            if parsed.tree is not None:
                found.read_lines += 1
                found.kinds[parsed.tree.body.kind] += 1
                continue
            read_all = False
            found.unread_kinds[guess_kind(parsed)] += 1
            found.failures[parsed.failure or ""] += 1
            read = [t for t in parsed.tokens if t.kind is not Kind.REMINDER]
            found.stops[" ".join(t.word for t in read[parsed.stopped : parsed.stopped + 2])] += 1
            found.shapes[shape(parsed)] += 1
        found.read_cards += read_all
    found.seconds = time.perf_counter() - start
    return found


def report(found: Measure, top: int = 25) -> str:
    def share(n: int, of: int) -> str:
        return f"{n:,} of {of:,} ({100 * n / max(of, 1):.1f}%)"

    out = [
        "Oracle grammar: lines and game cards read in full (every token used, rendered back)",
        f"  lines  {share(found.read_lines, found.lines)}",
        f"  cards  {share(found.read_cards, found.cards)}",
        f"  read in {found.seconds:.1f} s",
        "\nLines read, by kind:",
        *(f"  {n:>7,}  {k}" for k, n in found.kinds.most_common()),
        "\nLines not read, by kind (from their first words):",
        *(f"  {n:>7,}  {k}" for k, n in found.unread_kinds.most_common()),
        "  failures: " + ", ".join(f"{n:,} {k or 'none'}" for k, n in found.failures.most_common()),
        f"\nWhere the grammar stopped (the {top} most common next words):",
        *(f"  {n:>7,}  {k or '(end of line)'}" for k, n in found.stops.most_common(top)),
        f"\nMost common unread line shapes (the {top} most common):",
        *(f"  {n:>7,}  {k}" for k, n in found.shapes.most_common(top)),
    ]
    return "\n".join(out)
