"""What the card page says for Convoke (702.51a)."""

from __future__ import annotations

from engine.cards.compiler.registry import keyword_words
from engine.mechanics.convoke.model import CONVOKE


@keyword_words(CONVOKE)
def keyword(keyword: str) -> str:
    del keyword
    return (
        "Convoke: as it is cast, each untapped creature you tap (the cast action's `convoke`) "
        "pays for one generic mana or one mana of its color of the total cost (702.51a)"
    )
