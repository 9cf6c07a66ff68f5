"""What the card page says for Increment (702.191a)."""

from __future__ import annotations

from engine.cards.compiler.registry import keyword_words
from engine.mechanics.increment.model import INCREMENT, RULE


@keyword_words(INCREMENT)
def keyword(keyword: str) -> str:
    del keyword
    return (
        f"the keyword Increment ({RULE}), a triggered ability: whenever you cast a spell, if "
        "this permanent is a creature and the amount of mana spent to cast that spell is "
        "greater than its power or its toughness, put a +1/+1 counter on it (compared again as "
        "it resolves, 603.4; each instance triggers separately, 702.191b)"
    )
