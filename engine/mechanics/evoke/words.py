"""What the card page says for Evoke [cost] (702.74a)."""

from __future__ import annotations

from engine.cards.compiler.registry import keyword_words
from engine.mechanics.evoke.model import EVOKE


@keyword_words(EVOKE)
def keyword(keyword: str) -> str:
    cost = keyword.removeprefix(f"{EVOKE} ")
    return (
        f"Evoke {cost}: it may be cast for {cost} rather than its mana cost (the cast "
        "action's `evoke`); if it is, it is sacrificed as it enters (702.74a)"
    )
