"""What the card page says for Infect (702.90)."""

from __future__ import annotations

from engine.cards.compiler.registry import keyword_words
from engine.mechanics.infect.model import INFECT


@keyword_words(INFECT)
def keyword(keyword: str) -> str:
    return f"the keyword {keyword} (702.90): " + (
        "damage it deals to a creature is -1/-1 counters put on it (120.3d), and to a player "
        "poison counters instead of life loss (120.3b); ten poison counters lose the game "
        "(704.5c)"
    )
