"""Cycling lines read (CR 702.29): "Cycling—[cost]." whose cost isn't mana means "[Cost], Discard
this card: Draw a card." (702.29a); a line of typecyclings separated by commas ("Islandcycling
{2}, swampcycling {2}") is that many abilities, each "[Cost], Discard this card: Search your
library for a [type] card, reveal it, put it into your hand, then shuffle." (702.29e). Each works
only while the card is in a hand (702.29a, 113.6b)."""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler import words
from engine.cards.compiler.abilities import cost
from engine.cards.compiler.activation_zones import cycling
from engine.cards.compiler.registry import LineReading, line_reader
from engine.cards.compiler.text import Line

#: "Cycling—Pay 2 life." (702.29a): the cost after the dash, not a mana cost.
_DASHED = re.compile(r"Cycling—([^.]+)\.?")


def _dashed(text: str) -> dict[str, Any] | None:
    """ "Cycling—Pay 2 life." -> its ability, "[Cost], Discard this card: Draw a card.", or None
    when the cost isn't read (or it is also discarding, which this card can't pay twice)."""
    m = _DASHED.fullmatch(text)
    paid = cost(m.group(1)) if m else None
    if paid is None or paid.get("tap") or paid.get("untap") or paid.get("discard_self"):
        return None  # {T}/{Q} can't be paid by a card in a hand
    return {
        "kind": "activated",
        "zone": "hand",
        "cost": {**paid, "discard_self": True, "cycling": True},
        "effects": [{"op": "draw", "amount": 1}],
    }


@line_reader("keywords: cycling", 410)
def cycling_line(line: Line) -> LineReading | None:
    """A cycling line with a cost that isn't mana, or two or more (type)cyclings on one line."""
    if (one := _dashed(line.bare)) is not None:
        return LineReading((one,), f"the keyword Cycling (702.29a): {words.ability(one)}")
    pieces = [p.strip() for p in line.bare.split(",")]
    if len(pieces) < 2:
        return None  # one cycling with a mana cost: the compiler's own reading
    found = [cycling(p[:1].upper() + p[1:]) for p in pieces]
    read = [a for a in found if a is not None]
    if len(read) != len(pieces):
        return None
    said = "; ".join(
        f"{p[:1].upper() + p[1:]} (702.29e): {words.ability(a)}"
        for p, a in zip(pieces, read, strict=True)
    )
    return LineReading(tuple(read), said)
