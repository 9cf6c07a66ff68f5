"""What the card page says for putting cards from a hand onto the battlefield."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.filter_words import filter_words
from engine.cards.compiler.registry import effect_words


@effect_words("put_from_hand")
def put_from_hand(e: dict[str, Any]) -> str:
    what = filter_words(e.get("filter", {}))
    tapped = " tapped" if e.get("tapped") else ""
    if e.get("up_to"):
        return (
            f"put up to {e['up_to']} {what} cards of your choice from your hand onto the "
            f"battlefield{tapped}, all at the same time (603.6a; not cast nor played, 305.4)"
        )
    return (
        f"put a {what} card of your choice from your hand onto the battlefield{tapped} "
        "(not cast nor played, 305.4)"
    )
