"""What the card page says for getting an emblem (114.2)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import effect_words


@effect_words("get_emblem")
def instruction(e: dict[str, Any]) -> str:
    return f"you get an emblem with “{e.get('text', '')}” in the command zone (114.2, 114.4)"
