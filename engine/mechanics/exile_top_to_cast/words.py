"""What the card page says for exiling the top card of your library to cast it (608.2g)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import effect_words


@effect_words("exile_top_to_cast")
def exile_top_to_cast(e: dict[str, Any]) -> str:
    del e
    return (
        "exile the top card of your library (701.13a); you may cast it now, as this resolves, "
        "paying its costs and ignoring the timing of its card type — not a land, which is "
        "played, not cast (608.2g, 305.9)"
    )
