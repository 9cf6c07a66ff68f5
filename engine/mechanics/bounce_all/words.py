"""What the card page says for returning every matching permanent to its owner's hand."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.filter_words import group_words
from engine.cards.compiler.registry import effect_words


@effect_words("bounce_all")
def bounce_all(e: dict[str, Any]) -> str:
    what = group_words(e)
    if e.get("filter_player") is not None:
        return f"return each {what} to its owner's hand (400.7; only the player is targeted)"
    return f"return each {what} to its owner's hand (400.7; none is targeted)"
