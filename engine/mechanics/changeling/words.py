"""What the card page says for Changeling (702.73a)."""

from __future__ import annotations

from engine.cards.compiler.registry import keyword_words
from engine.mechanics.changeling.model import CHANGELING


@keyword_words(CHANGELING)
def keyword(keyword: str) -> str:
    return f"the keyword {keyword} (702.73a): " + (
        "it is every creature type, in every zone (a characteristic-defining ability, 604.3)"
    )
