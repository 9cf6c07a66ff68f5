"""What the card page says for "Prototype {1}{W} — 2/2" (702.160a, 718)."""

from __future__ import annotations

from engine.cards.compiler.registry import keyword_words
from engine.mechanics.prototype.model import PROTOTYPE_KEYWORD


@keyword_words(PROTOTYPE_KEYWORD)
def keyword(keyword: str) -> str:
    cost, _, size = keyword.removeprefix(f"{PROTOTYPE_KEYWORD} ").partition(" — ")
    return (
        f"the keyword {keyword} (702.160a): it may be cast prototyped, as a {size} with mana "
        f"cost {cost} and that cost's colors, which the permanent it becomes keeps (718.3b); "
        "its other characteristics stay the same (718.5)"
    )
