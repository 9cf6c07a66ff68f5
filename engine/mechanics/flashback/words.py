"""What the card page says for Flashback [cost] (702.34a)."""

from __future__ import annotations

from engine.cards.compiler.registry import keyword_words
from engine.mechanics.flashback.model import FLASHBACK


@keyword_words(FLASHBACK)
def keyword(keyword: str) -> str:
    cost = keyword.removeprefix(f"{FLASHBACK} ")
    return (
        f"Flashback {cost}: it may be cast from your graveyard by paying {cost} rather than "
        "its mana cost, and then it is exiled instead of going anywhere else when it leaves "
        "the stack (702.34a)"
    )
