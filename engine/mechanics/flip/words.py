"""What the card page says for "flip this creature" (710.1a)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import effect_words


@effect_words("flip")
def instruction(e: dict[str, Any]) -> str:
    del e
    return (
        "flip this permanent: it has its flipped half's name, text, type line, power and "
        "toughness from now on, with the same mana cost and colors, and stays the same object "
        "(710.1a, 710.2, 710.1c); a flipped permanent stays flipped (710.4)"
    )
