"""Reading "Escape—{2}{R}, Exile three other cards from your graveyard." (702.138a): the cost
after the dash is read by the cost reader of activated abilities, as "{2}{R}, Exile three other
cards from your graveyard: …" would be; a cost it doesn't read, or one a card in a graveyard
can't pay ({T}, sacrificing or discarding itself), leaves the line unread. "~ escapes with …"
(702.138c-d) is a line of its own, not read here."""

from __future__ import annotations

import re

from engine.cards.compiler import abilities
from engine.cards.compiler.registry import LineReading, line_reader
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
