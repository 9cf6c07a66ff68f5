"""What the card page says for Undying (702.93a)."""

from __future__ import annotations

from engine.cards.compiler.registry import keyword_words
from engine.cards.vocabulary.returns_with_counter import returns_with_counter_words
from engine.mechanics.undying.model import COUNTER, RULE, UNDYING


@keyword_words(UNDYING)
def keyword(keyword: str) -> str:
    return returns_with_counter_words(keyword, RULE, COUNTER)
