"""Spectacle (CR 702.137a) read: "Spectacle {2}{B}" as the card's own alternative cost from its
owner's hand (118.9), offered only if an opponent of its caster lost life this turn (119.3,
the turn's record); a cost with X isn't read."""

from __future__ import annotations

from engine.cards.compiler.keyword_alternatives import offered_if
from engine.cards.compiler.registry import LineReading, line_reader
from engine.cards.compiler.text import Line

RULE = "702.137a"


@line_reader("keywords: spectacle", 158)
def read(line: Line) -> LineReading | None:
    """ "Spectacle [cost]" as its conditional alternative cost (702.137a), or None."""
    lost_life = {"happened": "lost_life", "who": "opponent"}
    return offered_if(line, "Spectacle", RULE, lost_life, "an opponent lost life this turn")
