"""What the card page says for returning all matching cards of players' graveyards."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.filter_words import filter_words
from engine.cards.compiler.registry import effect_words


@effect_words("return_all_cards")
def return_all_cards(e: dict[str, Any]) -> str:
    what = filter_words(e.get("filter", {}), "card", plural=True)
    tapped = " tapped" if e.get("tapped") else ""
    where = (
        f"the battlefield{tapped}, all entering at the same time (110.2, 603.6a)"
        if e.get("to") == "battlefield"
        else "their hand (400.7)"
    )
    if e.get("player") == "you":
        return f"you return all {what} of your graveyard to {where.replace('their', 'your')}"
    return f"each player returns all {what} of their own graveyard to {where}"
