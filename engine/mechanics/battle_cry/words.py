"""What the card page says for Battle cry (702.91a)."""

from __future__ import annotations

from engine.cards.compiler.registry import keyword_words
from engine.mechanics.battle_cry.model import BATTLE_CRY, MEANING, RULE


@keyword_words(BATTLE_CRY)
def keyword(keyword: str) -> str:
    return f"the keyword {keyword} ({RULE}), a triggered ability: {MEANING}"
