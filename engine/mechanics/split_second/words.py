"""What the card page says for split second (702.61a-b)."""

from __future__ import annotations

from engine.cards.compiler.registry import keyword_words
from engine.mechanics.split_second.model import SPLIT_SECOND


@keyword_words(SPLIT_SECOND)
def keyword(keyword: str) -> str:
    del keyword
    return (
        "the keyword Split second (702.61a): as long as this spell is on the stack, players "
        "can't cast other spells or activate abilities that aren't mana abilities; mana "
        "abilities, special actions and triggered abilities still happen (702.61b)"
    )
