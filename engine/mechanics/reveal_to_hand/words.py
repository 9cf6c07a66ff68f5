"""What the card page says for revealing the top card into your hand (701.20a)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import effect_words


@effect_words("reveal_top_to_hand")
def reveal_top_to_hand(e: dict[str, Any]) -> str:
    said = (
        "reveal the top card of your library (701.20a) and put it into your hand (it isn't drawn)"
    )
    if e.get("life"):
        said += (
            f", then you {e['life']} life equal to its mana value (202.3; an {{X}} counts as 0, "
            "202.3e)"
        )
    return said
