"""What the card page says for Wither (702.80)."""

from __future__ import annotations

from engine.cards.compiler.registry import keyword_words
from engine.mechanics.wither.model import WITHER


@keyword_words(WITHER)
def keyword(keyword: str) -> str:
    return f"the keyword {keyword} (702.80): " + (
        "damage it deals to a creature is -1/-1 counters put on it (120.3d)"
    )
