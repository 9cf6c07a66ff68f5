"""What the card page says for Soulshift N (702.46a)."""

from __future__ import annotations

from engine.cards.compiler.registry import keyword_words
from engine.mechanics.soulshift.model import SOULSHIFT


@keyword_words(SOULSHIFT)
def keyword(keyword: str) -> str:
    n = keyword.removeprefix("Soulshift ")
    return (
        f"the keyword {keyword} (702.46a), a triggered ability: when this dies, you may "
        f"return target Spirit card with mana value {n} or less from your graveyard to your "
        "hand"
    )
