"""The trigger "When ~ enters from anywhere other than a graveyard or exile, if it's on the
battlefield and you control N or fewer creatures named ~" read as its phrase (603.1): the
enters event with this package's condition (where it came from, and whether it is still on the
battlefield, 400.7, 603.4) and the intervening "if" on the number of creatures of its name its
controller controls (603.4, 201.2)."""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler.registry import trigger_phrase
from engine.mechanics.entered_from.model import ENTERED_FROM

_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}


def _trigger(m: re.Match[str]) -> dict[str, Any]:
    n = m.group(1)
    at_most = int(n) if n.isdigit() else _NUMBERS[n]
    return {
        "event": "enters",
        "scope": "self",
        "condition": ENTERED_FROM,
        "intervening_if": {
            "you_control": [{"types": ["Creature"], "controller": "you"}],
            "at_most": at_most,
            "named_this": True,
            "text": (
                f"it's on the battlefield and you control {n} or fewer creatures named ~ (and "
                "it entered from anywhere other than a graveyard or exile, 400.7)"
            ),
        },
    }


trigger_phrase(
    r"When ~ enters from anywhere other than a graveyard or exile, if it's on the battlefield "
    r"and you control (\d+|one|two|three|four|five|six|seven) or fewer creatures named ~",
    _trigger,
)
