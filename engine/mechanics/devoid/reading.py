"""Devoid (CR 702.114a) read: the line "Devoid" sets the face's colors to none, a
characteristic-defining ability (604.3), whatever its mana cost says (202.2)."""

from __future__ import annotations

from engine.cards.compiler.registry import LineReading, line_reader
from engine.cards.compiler.text import Line


@line_reader("keywords: devoid", 50)
def devoid(line: Line) -> LineReading | None:
    """ "Devoid": the face is colorless, wherever it is."""
    if line.bare != "Devoid":
        return None
    return LineReading(
        (),
        "Devoid: it is colorless, wherever it is (a characteristic-defining ability, 702.114a, "
        "604.3)",
        colors=(),
    )
