"""What the card page says for Persist (702.79a)."""

from __future__ import annotations

from engine.cards.compiler.registry import keyword_words
from engine.mechanics.persist.model import COUNTER


@keyword_words("Persist")
def keyword(keyword: str) -> str:
    return (
        f"the keyword {keyword} (702.79a), a triggered ability: when this dies, if it had no "
        f"{COUNTER} counters on it, it returns to the battlefield under its owner's control "
        f"with a {COUNTER} counter on it"
    )
