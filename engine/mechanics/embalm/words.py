"""What the card page says for embalm's and eternalize's instruction (702.128a, 702.129a)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import effect_words


@effect_words("embalm_copy")
def instruction(e: dict[str, Any]) -> str:
    what = "black and 4/4" if e.get("eternalize") else "white"
    return (
        f"create a token that's a copy of this card, except it's {what}, it has no mana "
        "cost, and it's a Zombie in addition to its other types (702.128a, 702.129a, 707.9)"
    )
