"""Spectacle (CR 702.137a) read: "Spectacle {2}{B}" as the card's own alternative cost from its
owner's hand (118.9), offered only if an opponent of its caster lost life this turn (119.3,
the turn's record); a cost with X isn't read."""

from __future__ import annotations

from engine.cards.compiler.keyword_alternatives import alternative_cost, keyword_cost
from engine.cards.compiler.registry import LineReading, line_reader
from engine.cards.compiler.text import Line

RULE = "702.137a"


@line_reader("keywords: spectacle", 158)
def read(line: Line) -> LineReading | None:
    """ "Spectacle [cost]" as its conditional alternative cost (702.137a), or None."""
    cost = keyword_cost(line, "Spectacle")
    if cost is None:
        return None
    lost_life = {"happened": "lost_life", "who": "opponent"}
    ability = alternative_cost(
        "Spectacle",
        cost,
        condition={"this_turn": lost_life, "text": "an opponent lost life this turn"},
    )
    words = (
        f"spectacle {cost}: it may be cast for {cost} rather than its mana cost if an opponent "
        f"lost life this turn ({RULE}, 118.9; asked as it is cast, 601.2b)"
    )
    return LineReading((ability,), words)
