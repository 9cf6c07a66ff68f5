"""Reading "until your next turn, you may cast sorcery spells as though they had flash" and "you
may cast spells this turn as though they had flash" (702.8a): a sentence reader."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.cards.compiler.registry import sentence_reader

_TYPES = {"": [], "sorcery ": ["Sorcery"], "creature ": ["Creature"]}
_UNTIL = re.compile(
    r"until your next turn, you may cast (sorcery |creature |)spells as though they had flash"
)
_THIS_TURN = re.compile(
    r"you may cast (sorcery |creature |)spells this turn as though they had flash"
)


@sentence_reader("flash permission", 120)
def sentence(
    text: str, targets: Any, subject: Callable[[str, Any], int | str | None]
) -> list[dict[str, Any]] | None:
    """The permission and how long it lasts, or None."""
    if m := _UNTIL.fullmatch(text):
        duration = "your_next_turn"
    elif m := _THIS_TURN.fullmatch(text):
        duration = "end_of_turn"
    else:
        return None
    found: dict[str, Any] = {"op": "may_cast_as_though_flash", "duration": duration}
    if types := _TYPES[m.group(1)]:
        found["types"] = types
    return [found]
