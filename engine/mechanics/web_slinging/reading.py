"""Web-slinging (CR 702.188a) read: "Web-slinging {2}{W}" as the card's own alternative cost
from its owner's hand (118.9): that mana and returning a tapped creature its caster controls to
its owner's hand, one cost chosen and paid as the spell is cast (601.2b, 601.2h) — with no such
creature it can't be paid (118.3), so it isn't offered. A cost with X isn't read."""

from __future__ import annotations

from engine.cards.compiler.keyword_alternatives import with_an_action
from engine.cards.compiler.registry import LineReading, line_reader
from engine.cards.compiler.text import Line

RULE = "702.188a"
KEYWORD = "Web-slinging"
#: The creature returned as part of the cost (702.188a), read by the one cost reader.
_RETURNED = "Return a tapped creature you control to its owner's hand"


@line_reader("keywords: web-slinging", 164)
def read(line: Line) -> LineReading | None:
    """ "Web-slinging [cost]" as its alternative cost with a tapped creature returned
    (702.188a), or None."""
    found = with_an_action(line, KEYWORD, _RETURNED)
    if found is None:
        return None
    mana, ability = found
    words = (
        f"web-slinging {mana}: it may be cast for {mana} and a tapped creature its caster "
        f"controls returned to its owner's hand rather than its mana cost ({RULE}, 118.9; "
        "chosen as it is cast, 601.2b, and paid with its total cost, 601.2h)"
    )
    return LineReading((ability,), words)
