"""What the card page says for Flanking (702.25a)."""

from __future__ import annotations

from engine.cards.compiler.registry import keyword_words
from engine.mechanics.flanking.model import FLANKING, MEANING, RULE


@keyword_words(FLANKING)
def keyword(keyword: str) -> str:
    return f"the keyword {keyword} ({RULE}), a triggered ability: {MEANING}"
