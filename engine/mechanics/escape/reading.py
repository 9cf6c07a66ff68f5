"""Reading "Escape—{2}{R}, Exile three other cards from your graveyard." (702.138a): the cost
after the dash is read by the cost reader of activated abilities, as "{2}{R}, Exile three other
cards from your graveyard: …" would be; a cost it doesn't read, or one a card in a graveyard
can't pay ({T}, sacrificing or discarding itself), leaves the line unread. "~ escapes with N
counters" (702.138c) is read as the replacement effect it means, applying only to a permanent
that escaped; "escapes with [an ability]" (702.138d) and a trigger linked to it ("When it enters
this way", 603.11) stay unread."""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler import abilities, statics
from engine.cards.compiler.registry import LineReading, line_reader, reader
from engine.cards.compiler.text import Line

_LINE = re.compile(r"Escape\u2014((?:\{[^}]+\})+(?:, [^.]+)?)\.?")
#: Costs a card in a graveyard, cast from there, can't pay.
_NOT_FROM_A_GRAVEYARD = {"tap", "untap", "sacrifice_self", "discard_self", "exile_self"}


@line_reader("keywords: escape", 155)
def read(line: Line) -> LineReading | None:
    """ "Escape—[cost]" as the card's own alternative cost of its graveyard (702.138a)."""
    m = _LINE.fullmatch(line.bare)
    cost = None if m is None else abilities.cost(m.group(1))
    if m is None or not cost or cost.keys() & _NOT_FROM_A_GRAVEYARD or "X" in cost.get("mana", ""):
        return None
    said = m.group(1)
    ability = {"kind": "alternative_cost", "cost": cost, "said": said, "zone": "graveyard"}
    words = (
        f"escape: it may be cast from its owner's graveyard by paying {said} rather than its "
        "mana cost (702.138a; the cards exiled are chosen as the cost is paid, 601.2h); the "
        "spell and the permanent it becomes escaped (702.138b)"
    )
    return LineReading((ability,), words)


_ESCAPES_WITH = re.compile(r"~ escapes with (.+ counters? on it\.)")


@reader("escape: escapes with", 250)
def escapes_with(text: str) -> dict[str, Any] | None:
    """ "This creature escapes with three +1/+1 counters on it." — "If this permanent escaped,
    it enters with those counters" (702.138c, a replacement effect, 614.1c)."""
    m = _ESCAPES_WITH.fullmatch(text)
    found = None if m is None else statics.entering(f"~ enters with {m.group(1)}")
    if not isinstance(found, dict) or found.get("kind") != "enters_with_counters":
        return None
    return {**found, "if_escaped": True}
