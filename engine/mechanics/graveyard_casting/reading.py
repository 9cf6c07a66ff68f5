"""Reading "Once during each of your turns, you may cast [a spell phrase] from your graveyard."
(601.3) into `CastFromGraveyard` (a face line reader, which says its own words); the spell phrase
as "target … spell" is read ("permanent spell with mana value 2 or less", "creature spell"). A
line saying more (what the spell then does, another zone, a cost added) is left unread."""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler.registry import LineReading, line_reader
from engine.cards.compiler.spell_phrases import spell_phrase
from engine.cards.compiler.text import Line

_START = "Once during each of your turns, you may cast "
_LINE = re.compile(re.escape(_START) + r"an? (.+) from your graveyard\.")


@line_reader("cast from graveyard", 171)
def permission(line: Line) -> LineReading | None:
    """Lurrus's line as a static ability of the permanent (601.3)."""
    if not line.bare.startswith(_START):
        return None
    m = _LINE.fullmatch(line.bare)
    flt = None if m is None else spell_phrase(m.group(1))
    if m is None or flt is None:
        return None
    found: dict[str, Any] = {"kind": "cast_from_graveyard"}
    if flt:
        found["filter"] = flt
    said = (
        f"a static ability: once during each of its controller's turns, they may cast a "
        f"{m.group(1)} from their graveyard, with its own timing and costs (601.3; an X chosen "
        "for it counts in its mana value, 202.3e)"
    )
    return LineReading((found,), said)
