"""What the card page says for Buyback [cost] (702.27a)."""

from __future__ import annotations

from engine.cards.compiler.registry import keyword_words
from engine.mechanics.buyback.model import BUYBACK


@keyword_words(BUYBACK)
def keyword(keyword: str) -> str:
    cost = keyword.removeprefix(f"{BUYBACK} ")
    return (
        f"Buyback {cost}: you may pay {cost} more as you cast it (the cast action's "
        "`buyback`); if you do, it returns to your hand as it resolves instead of going to "
        "your graveyard (702.27a)"
    )
