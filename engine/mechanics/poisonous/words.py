"""What the card page says for Poisonous N (702.70a)."""

from __future__ import annotations

from engine.cards.compiler.registry import keyword_words
from engine.mechanics.poisonous.model import POISONOUS, RULE, meaning


@keyword_words(POISONOUS)
def keyword(keyword: str) -> str:
    n = keyword.partition(" ")[2]
    return f"the keyword {keyword} ({RULE}), a triggered ability: {meaning(n)}"
