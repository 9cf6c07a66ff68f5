"""What the card page says for the partner abilities of deck construction (702.124a)."""

from __future__ import annotations

from engine.cards.compiler.registry import keyword_words
from engine.mechanics.partner.model import RULES


@keyword_words(*RULES)
def keyword(keyword: str) -> str:
    return (
        f"the keyword {keyword} ({RULES[keyword]}): it lets this card be one of two commanders "
        "in the Commander variant — a rule of deck construction that functions before the game "
        "begins (702.124a), so it does nothing in a game the engine plays"
    )
