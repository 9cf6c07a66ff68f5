"""What the card page says for Improvise (702.126a)."""

from __future__ import annotations

from engine.cards.compiler.registry import keyword_words
from engine.mechanics.improvise.model import IMPROVISE


@keyword_words(IMPROVISE)
def keyword(keyword: str) -> str:
    del keyword
    return (
        "Improvise: as it is cast, each untapped artifact you tap (the cast action's "
        "`improvise`) pays for one generic mana of the total cost (702.126a)"
    )
