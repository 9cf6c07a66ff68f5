"""What the card page says for Disturb [cost] (702.146a)."""

from __future__ import annotations

from engine.cards.compiler.registry import keyword_words
from engine.mechanics.disturb.model import DISTURB, RULE


@keyword_words(DISTURB)
def keyword(keyword: str) -> str:
    cost = keyword.removeprefix(f"{DISTURB} ")
    return (
        f"Disturb {cost}: its owner may cast it from their graveyard transformed, its back face "
        f"up, for {cost} rather than its mana cost ({RULE}, 712.11a); it enters the battlefield "
        "with its back face up (702.146b)"
    )
