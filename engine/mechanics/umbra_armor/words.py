"""What the card page says for Umbra armor (702.89a)."""

from __future__ import annotations

from engine.cards.compiler.registry import keyword_words
from engine.mechanics.umbra_armor.model import MEANING, RULE, UMBRA_ARMOR


@keyword_words(UMBRA_ARMOR)
def keyword(keyword: str) -> str:
    return f"the keyword {keyword} ({RULE}), a replacement effect (614.1a): {MEANING}"
