"""What the card page says for extra turns (500.7)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.players import player_words
from engine.cards.compiler.registry import targeted_effect_words


@targeted_effect_words("take_extra_turns")
def take_extra_turns(e: dict[str, Any], specs: list[dict[str, Any]]) -> str:
    n = e.get("count", 1)
    turns = "an extra turn" if n == 1 else f"{n} extra turns"
    return (
        f"{player_words(e, specs)} takes {turns} directly after this one — the most recently "
        "created extra turn is taken first (500.7)"
    )
