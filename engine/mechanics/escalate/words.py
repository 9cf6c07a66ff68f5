"""What the card page says for Escalate [cost] (702.120a)."""

from __future__ import annotations

from engine.cards.compiler.registry import keyword_words
from engine.mechanics.escalate.model import ESCALATE


@keyword_words(ESCALATE)
def keyword(keyword: str) -> str:
    cost = keyword.removeprefix(f"{ESCALATE} ")
    return (
        f"Escalate {cost}: you pay {cost} more for each mode you choose beyond the first as "
        "you cast it (702.120a)"
    )
