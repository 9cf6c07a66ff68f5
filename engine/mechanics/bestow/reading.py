"""Bestow (CR 702.103a) read: "Bestow {3}{G}{G}" on a creature card as the card's own
alternative cost from its owner's hand (118.9) that marks the spell bestowed (asked as it is
cast, 601.2b, through the one choice mechanism) — an Aura spell with enchant creature then
(702.103b, `engine.core.bestowed`). A cost with X isn't read, nor bestow on a card that isn't a
creature card (every bestow card is one)."""

from __future__ import annotations

from engine.cards.compiler.keyword_alternatives import alternative_cost, keyword_cost
from engine.cards.compiler.registry import LineReading, line_reader
from engine.cards.compiler.text import Line
from engine.mechanics.bestow.model import BESTOWED_MARK, RULE

KEYWORD = "Bestow"


@line_reader("keywords: bestow", 165)
def read(line: Line) -> LineReading | None:
    """ "Bestow [cost]" as its alternative cost marking the spell bestowed (702.103a), or
    None."""
    cost = keyword_cost(line, KEYWORD)
    if cost is None:
        return None
    ability = alternative_cost(KEYWORD, cost, marks=BESTOWED_MARK)
    words = (
        f"bestow {cost}: it may be cast bestowed for {cost} rather than its mana cost ({RULE}, "
        "118.9; asked as it is cast, 601.2b) — an Aura spell with enchant creature, targeting "
        "a creature (702.103b, 303.4a), which becomes an enchantment creature again if its "
        "target is illegal as it resolves or once it is unattached (702.103e-f)"
    )
    return LineReading((ability,), words)
