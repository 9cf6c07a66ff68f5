"""What the card page says for "you win the game" (104.2b)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import effect_words


@effect_words("win_game")
def instruction(e: dict[str, Any]) -> str:
    if e.get("amount") is None:
        return "you win the game (104.2b)"
    return (
        "if X is greater than or equal to the number of cards in your library now, you win the "
        "game (104.2b); with an empty library, even when X is 0"
    )
