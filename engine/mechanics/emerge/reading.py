"""Emerge (CR 702.119a) read: "Emerge {5}{U}{U}" as the card's own alternative cost from its
owner's hand (118.9): that mana and a creature sacrificed, the total cost reduced by that
creature's mana value (`rules`). A cost with X isn't read, nor "emerge from [quality]"
(702.119b)."""

from __future__ import annotations

from engine.cards.compiler.keyword_alternatives import with_an_action
from engine.cards.compiler.registry import LineReading, line_reader
from engine.cards.compiler.text import Line
from engine.mechanics.emerge.model import EMERGED, KEYWORD, RULE


@line_reader("keywords: emerge", 167)
def read(line: Line) -> LineReading | None:
    """ "Emerge [cost]" as its alternative cost with a creature sacrificed (702.119a), or
    None."""
    said = "sacrifice a creature, less that creature's mana value"
    found = with_an_action(line, KEYWORD, "Sacrifice a creature", said, marks=EMERGED)
    if found is None:
        return None
    mana, ability = found
    words = (
        f"emerge {mana}: it may be cast by paying {mana} and sacrificing a creature rather than "
        f"its mana cost, its total cost reduced by that creature's mana value ({RULE}, 118.9; "
        "the creature chosen as the cost is, 702.119c, 601.2b)"
    )
    return LineReading((ability,), words)
