"""What the card page says for Enlist and its linked ability (702.154a)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import effect_words, keyword_words, trigger_words
from engine.mechanics.enlist.model import COST_RULE, ENLIST, ENLISTS, RULE


@keyword_words(ENLIST)
def keyword(keyword: str) -> str:
    del keyword
    return (
        f"the keyword Enlist ({RULE}): as this creature attacks, its controller may tap up to one "
        "untapped creature they control that isn't attacking and has haste or has been under "
        f"their control since the turn began (an optional cost to attack, {COST_RULE}, 508.1g; "
        "asked as attackers are declared); when they do, this gets +X/+0 until end of turn, "
        "where X is the tapped creature's power"
    )


@trigger_words(ENLISTS)
def trigger(t: dict[str, Any]) -> str:
    del t
    return "when this enlists a creature (702.154c)"


@effect_words("enlist_boost")
def instruction(e: dict[str, Any]) -> str:
    del e
    return "this gets +X/+0 until end of turn, where X is the enlisted creature's power"
