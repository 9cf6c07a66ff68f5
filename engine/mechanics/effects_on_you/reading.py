"""Reading "until your next turn, your life total can't change and you gain protection from
everything", "you gain hexproof until your next turn" (611.2a, 613.10): a sentence reader."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.cards.compiler.registry import sentence_reader
from engine.cards.compiler.selectors import keyword_list
from engine.cards.compiler.text import pattern
from engine.mechanics.effects_on_you.model import PLAYER_KEYWORDS

_DURATIONS = {"until your next turn": "your_next_turn", "until end of turn": "end_of_turn"}
_LEADING = re.compile(r"(until your next turn|until end of turn), (.+)")
_TRAILING = re.compile(r"(.+) (until your next turn|until end of turn)")
_LIFE = "your life total can't change"
_GAIN = re.compile(r"you gain (.+)")


@sentence_reader("effect on you", 132)
def sentence(
    text: str, targets: Any, subject: Callable[[str, Any], int | str | None]
) -> list[dict[str, Any]] | None:
    """The effect and how long it lasts, or None: a duration is needed (without one it would
    last for the rest of the game, which no card here says)."""
    if m := _LEADING.fullmatch(text):
        until, body = m.group(1), m.group(2)
    elif m := _TRAILING.fullmatch(text):
        body, until = m.group(1), m.group(2)
    else:
        return None
    parts = pattern(r",? and (?=you gain )").split(body)
    found: dict[str, Any] = {"op": "effect_on_you", "duration": _DURATIONS[until]}
    for part in parts:
        if part == _LIFE and "life_cant_change" not in found:
            found["life_cant_change"] = True
        elif (g := _GAIN.fullmatch(part)) and "keywords" not in found:
            keywords = keyword_list(g.group(1))
            if keywords is None or not set(keywords) <= set(PLAYER_KEYWORDS):
                return None
            found["keywords"] = keywords
        else:
            return None
    return [found]
