"""Spectacle (CR 702.137a) read: "Spectacle {2}{B}" as the card's own alternative cost from its
owner's hand (118.9), offered only if an opponent of its caster lost life this turn (119.3,
the turn's record); a cost with X isn't read."""

from __future__ import annotations

import re

from engine.cards.compiler.registry import LineReading, line_reader
from engine.cards.compiler.text import Line

RULE = "702.137a"
_LINE = re.compile(r"Spectacle ((?:\{(?:\d+|[WUBRGC]|[WUBRG]/[WUBRGP])\})+)")


@line_reader("keywords: spectacle", 158)
def read(line: Line) -> LineReading | None:
    """ "Spectacle [cost]" as its conditional alternative cost (702.137a), or None."""
    m = _LINE.fullmatch(line.bare)
    if m is None:
        return None
    cost = m.group(1)
    ability = {
        "kind": "alternative_cost",
        "cost": {"mana": cost},
        "said": f"spectacle {cost}",
        "condition": {
            "this_turn": {"happened": "lost_life", "who": "opponent"},
            "text": "an opponent lost life this turn",
        },
        "text": f"Spectacle {cost}",
    }
    words = (
        f"spectacle {cost}: it may be cast for {cost} rather than its mana cost if an opponent "
        f"lost life this turn ({RULE}, 118.9; asked as it is cast, 601.2b)"
    )
    return LineReading((ability,), words)
