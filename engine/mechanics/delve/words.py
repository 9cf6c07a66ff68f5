"""What the card page says for Delve (702.66a)."""

from __future__ import annotations

from engine.cards.compiler.registry import keyword_words
from engine.mechanics.delve.model import DELVE


@keyword_words(DELVE)
def keyword(keyword: str) -> str:
    del keyword
    return (
        "Delve: as it is cast, each card exiled from your graveyard (the cast action's `delve`) "
        "pays for one generic mana of the total cost (702.66a)"
    )
