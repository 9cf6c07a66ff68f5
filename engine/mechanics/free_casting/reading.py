"""Reading "You may cast [quality] spells from your hand without paying their mana costs."
(118.9) into `CastWithoutPaying` (a face line reader, which says its own words); "spells" may be
narrowed as "target … spell" is ("creature", "instant and sorcery"). A count or a turn ("once
each turn", "a spell with mana value 3 or less") leaves the line unread."""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler.registry import LineReading, line_reader
from engine.cards.compiler.spell_phrases import spell_filter
from engine.cards.compiler.text import Line

_LINE = re.compile(
    r"You may cast ((?:[a-z]+ )*?)spells from your hand without paying their mana costs\."
)


@line_reader("cast without paying", 170)
def permission(line: Line) -> LineReading | None:
    """Omniscience's line as a static ability of the permanent (118.9)."""
    m = _LINE.fullmatch(line.bare)
    words = "" if m is None else m.group(1).strip()
    flt = None if m is None else spell_filter(words.replace(" and ", " or "))
    if flt is None:
        return None
    found: dict[str, Any] = {"kind": "cast_without_paying"}
    if flt:
        found["filter"] = flt
    said = (
        f"a static ability: its controller may cast {words or 'any'} spells from their hand "
        "without paying their mana costs, an alternative cost asked as each is cast (118.9, "
        "601.2b; X is then 0, 107.3b)"
    )
    return LineReading((found,), said)
