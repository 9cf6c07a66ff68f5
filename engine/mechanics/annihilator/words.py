"""What the card page says for Annihilator N (702.86a)."""

from __future__ import annotations

from engine.cards.compiler.registry import keyword_words
from engine.mechanics.annihilator.model import ANNIHILATOR, RULE, meaning


@keyword_words(ANNIHILATOR)
def keyword(keyword: str) -> str:
    n = keyword.partition(" ")[2]
    return f"the keyword {keyword} ({RULE}), a triggered ability: {meaning(n)}"
