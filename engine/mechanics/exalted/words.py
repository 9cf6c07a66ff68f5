"""What the card page says for Exalted (702.83a)."""

from __future__ import annotations

from engine.cards.compiler.registry import keyword_words
from engine.mechanics.exalted.model import EXALTED, MEANING, RULE


@keyword_words(EXALTED)
def keyword(keyword: str) -> str:
    return f"the keyword {keyword} ({RULE}), a triggered ability: {MEANING}"
