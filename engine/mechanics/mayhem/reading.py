"""Mayhem (CR 702.187b) read: "Mayhem {1}{R}" as the card's own alternative cost of its owner's
graveyard (118.9), castable only as long as that player discarded the card this turn (701.9a,
the turn's record; the card still the object it became, 400.7), at the card's own timing. A cost
with X isn't read, nor "Mayhem" with no cost (702.187c: playing a land card)."""

from __future__ import annotations

from engine.cards.compiler.keyword_alternatives import keyword_cost
from engine.cards.compiler.registry import LineReading, line_reader
from engine.cards.compiler.text import Line
from engine.mechanics.mayhem.model import MAYHEM, RULE


@line_reader("keywords: mayhem", 168)
def read(line: Line) -> LineReading | None:
    """ "Mayhem [cost]" as its alternative cost from the graveyard (702.187b), or None."""
    cost = keyword_cost(line, "Mayhem")
    if cost is None:
        return None
    ability = {
        "kind": "alternative_cost",
        "cost": {"mana": cost},
        "said": cost,
        "zone": "graveyard",
        "marks": MAYHEM,
        "condition": {"self_discarded": True, "text": "you discarded this card this turn"},
        "text": f"Mayhem {cost}",
    }
    words = (
        f"mayhem {cost}: as long as its owner discarded it this turn, it may be cast from their "
        f"graveyard for {cost} rather than its mana cost ({RULE}, 118.9; 601.3)"
    )
    return LineReading((ability,), words)
