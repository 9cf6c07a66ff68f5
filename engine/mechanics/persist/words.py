"""What the card page says for Persist (702.79a)."""

from __future__ import annotations

from engine.cards.compiler.registry import keyword_words
from engine.cards.vocabulary.returns_with_counter import returns_with_counter_words
from engine.mechanics.persist.model import COUNTER, PERSIST, RULE


@keyword_words(PERSIST)
def keyword(keyword: str) -> str:
    return returns_with_counter_words(keyword, RULE, COUNTER)
