"""What the card page says for Afflict N (702.130a)."""

from __future__ import annotations

from engine.cards.compiler.registry import keyword_words
from engine.mechanics.afflict.model import AFFLICT, RULE, meaning


@keyword_words(AFFLICT)
def keyword(keyword: str) -> str:
    n = keyword.partition(" ")[2]
    return f"the keyword {keyword} ({RULE}), a triggered ability: {meaning(n)}"
