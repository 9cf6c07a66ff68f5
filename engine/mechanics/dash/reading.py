"""Dash (CR 702.109a) read: "Dash {2}{R}" as the abilities it stands for — the card's own
alternative cost from its owner's hand (118.9), which marks the spell "dashed" (asked as the
spell is cast, 601.2b, through the one choice mechanism), and the static ability "as long as
this permanent's dash cost was paid, it has haste" (611.3a). Its third ability, the return at
the next end step, is the dashed spell's as it becomes a permanent (`rules`). A cost with X
isn't read (no dash card has one)."""

from __future__ import annotations

from engine.cards.compiler.keyword_alternatives import marked_alternative
from engine.cards.compiler.registry import LineReading, line_reader
from engine.cards.compiler.text import Line
from engine.mechanics.dash.model import DASHED, RULE


@line_reader("keywords: dash", 156)
def read(line: Line) -> LineReading | None:
    """ "Dash [cost]" as its alternative cost and its haste (702.109a), or None."""
    return marked_alternative(
        line,
        "Dash",
        DASHED,
        RULE,
        [{"op": "add_keywords", "keywords": ["Haste"]}],
        "As long as this permanent's dash cost was paid, it has haste.",
        "has haste and returns to its owner's hand at the beginning of the next end step (a "
        "delayed trigger, 603.7a)",
    )
