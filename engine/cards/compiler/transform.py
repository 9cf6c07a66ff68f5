"""What the compiler knows of transforming double-faced cards (CR 712): a line that transforms a
card whose data has no back face stays unread (712.8), and the words for the werewolves' upkeep
trigger with its intervening-if on the spells cast last turn (603.4). Transforming itself, its
sentence, its words and the back face's reminder are in its package
(`engine.mechanics.transform`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any


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
        turns = data.get("op") == "transform" or data.get("transformed") is True
        return turns or any(_transforms(v) for v in data.values())
    if isinstance(data, list | tuple):
        return any(_transforms(v) for v in data)
    return False


def without_back(
    lines: list[Any], readings: dict[int, Any], found: list[Any], unread: Callable[[Any], Any]
) -> list[Any]:
    """A card whose data has no back face (a modal double-faced card's other face isn't in the
    corpus): a line that transforms it, or returns it transformed, stays unread, since what it
    turns into is unknown (712.8). `readings` is updated in place; the abilities, with those
    lines unsupported."""
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
