"""The transform family (CR 712, 701.27): "transform this creature", the werewolves' upkeep
trigger with its intervening-if on the spells cast last turn (603.4), and the back face's
"(Transforms from …)" reminder; with the words for them.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.cards.compiler.registry import LineReading, line_reader
from engine.cards.compiler.text import Line

#: A back face's reminder of the face it transforms from (207.2: no rules meaning).
_FROM = re.compile(r"\(Transforms from [^()]+\.\)")

TRANSFORM_WORDS = (
    "transform this permanent: it turns over to its other face and stays the same object, "
    "with its counters, damage and the effects on it (701.27a, 712.18); not if it has "
    "transformed since this ability was put on the stack (701.27f)"
)


@line_reader("transform: reminder", 200)
def reminder(line: Line) -> LineReading | None:
    """Words for a back face's "(Transforms from Delver of Secrets.)", or None."""
    if not _FROM.fullmatch(line.printed):
        return None
    return LineReading(
        (),
        "reminder text (207.2): this is the back face of a transforming double-faced card, "
        "which it has only while it is transformed (712.8e)",
    )


def last_turn_words(trigger: dict[str, Any]) -> str:
    """The intervening-if of "if no spells were cast last turn" in words, or ""."""
    asked = trigger.get("last_turn_spells")
    if asked is None:
        return ""
    what = (
        "no spells were cast last turn"
        if asked == "none"
        else "a player cast two or more spells last turn"
    )
    return f", if {what} (an intervening-if condition, checked again as it resolves, 603.4)"


def _transforms(data: Any) -> bool:
    if isinstance(data, dict):
        return data.get("op") == "transform" or any(_transforms(v) for v in data.values())
    if isinstance(data, list | tuple):
        return any(_transforms(v) for v in data)
    return False


def without_back(
    lines: list[Any], readings: dict[int, Any], found: list[Any], unread: Callable[[Any], Any]
) -> list[Any]:
    """A card whose data has no back face (a modal double-faced card's other face isn't in the
    corpus): a line that transforms it stays unread, since what it turns into is unknown
    (712.8). `readings` is updated in place; the abilities, with those lines unsupported."""
    dropped: dict[int, str] = {}
    for i, reading in list(readings.items()):
        if reading.outcome == "recognised" and _transforms(reading.abilities):
            readings[i] = unread(lines[i])
            dropped.update({id(a): lines[i].printed for a in reading.abilities})
    if not dropped:
        return found
    return [
        {"kind": "unsupported", "text": dropped[id(a)]} if id(a) in dropped else a for a in found
    ]
