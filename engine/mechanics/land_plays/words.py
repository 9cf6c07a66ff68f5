"""What the card page says for a permission to play additional lands this turn."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import effect_words


@effect_words("may_play_additional_lands")
def may_play_additional_lands(e: dict[str, Any]) -> str:
    n = e.get("count", 1)
    more = "one more land" if n == 1 else f"up to {n} more lands"
    return f"until end of turn (514.2), you may play {more} this turn (305.2, 305.2a)"
