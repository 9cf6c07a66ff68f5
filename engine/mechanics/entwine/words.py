"""What the card page says for Entwine [cost] (702.42a)."""

from __future__ import annotations

from engine.cards.compiler.registry import keyword_words
from engine.mechanics.entwine.model import ENTWINE


@keyword_words(ENTWINE)
def keyword(keyword: str) -> str:
    cost = keyword.removeprefix(f"{ENTWINE} ")
    return (
        f"Entwine {cost}: you may choose all its modes instead, paying {cost} more as you "
        "cast it; they are followed in printed order (702.42a-b)"
    )
