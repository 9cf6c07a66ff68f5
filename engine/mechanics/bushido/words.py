"""What the card page says for Bushido N (702.45a)."""

from __future__ import annotations

from engine.cards.compiler.registry import keyword_words
from engine.mechanics.bushido.model import BUSHIDO, RULE, meaning


@keyword_words(BUSHIDO)
def keyword(keyword: str) -> str:
    n = keyword.partition(" ")[2]
    return f"the keyword {keyword} ({RULE}), a triggered ability: {meaning(n)}"
