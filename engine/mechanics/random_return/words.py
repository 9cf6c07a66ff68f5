"""What the card page says for returning cards picked at random from a graveyard."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.filter_words import filter_words
from engine.cards.compiler.registry import effect_words


@effect_words("return_at_random")
def return_at_random(e: dict[str, Any]) -> str:
    n = e.get("amount", 1)
    what = filter_words(e.get("filter", {})) or "card"
    where = "your hand" if e.get("to", "hand") == "hand" else "the battlefield"
    return (
        f"return {n} {what} card(s) picked at random from your graveyard to {where} "
        "(none is chosen or targeted; a new object, 400.7)"
    )
