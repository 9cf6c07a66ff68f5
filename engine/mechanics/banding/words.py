"""What the card page says for Banding (702.22)."""

from __future__ import annotations

from engine.cards.compiler.registry import keyword_words
from engine.mechanics.banding.model import BANDING, MEANING


@keyword_words(BANDING)
def keyword(keyword: str) -> str:
    return f"the keyword {keyword} (702.22a), a static ability: {MEANING}"
