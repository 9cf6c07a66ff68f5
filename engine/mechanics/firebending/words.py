"""What the card page says for Firebending N (702.189a)."""

from __future__ import annotations

from engine.cards.compiler.registry import keyword_words
from engine.mechanics.firebending.model import FIREBENDING, RULE, meaning


@keyword_words(FIREBENDING)
def keyword(keyword: str) -> str:
    n = keyword.partition(" ")[2]
    return f"the keyword {keyword} ({RULE}), a triggered ability: {meaning(n)}"
