"""What the card page says for losing the game (104.3e)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import effect_words


@effect_words("lose_game")
def lose_game(e: dict[str, Any]) -> str:
    del e
    return "you lose the game (104.3e) — unless an effect says you can't (614.17)"
