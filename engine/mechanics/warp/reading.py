"""Warp (CR 702.185a) read: "Warp {2}{W}" as the card's own alternative cost from its owner's
hand (118.9), which marks the spell "warped" (asked as the spell is cast, 601.2b, through the
one choice mechanism). The exile at the next end step and the permission to cast the card from
exile later are the warped spell's as it becomes a permanent (`rules`). A cost with X isn't
read (no warp card has one)."""

from __future__ import annotations

from engine.cards.compiler.keyword_alternatives import alternative_cost, keyword_cost
from engine.cards.compiler.registry import LineReading, line_reader
from engine.cards.compiler.text import Line
from engine.mechanics.warp.model import RULE, WARPED


@line_reader("keywords: warp", 162)
def read(line: Line) -> LineReading | None:
    """ "Warp [cost]" as its alternative cost from the hand (702.185a), or None."""
    cost = keyword_cost(line, "Warp")
    if cost is None:
        return None
    alternative = alternative_cost("Warp", cost, marks=WARPED)
    words = (
        f"warp {cost}: it may be cast from its owner's hand for {cost} rather than its mana cost "
        f"({RULE}, 118.9; asked as it is cast, 601.2b); if it is, the permanent it becomes is "
        "exiled at the beginning of the next end step (a delayed trigger, 603.7a), and its owner "
        "may cast it from exile after that turn has ended"
    )
    return LineReading((alternative,), words)
