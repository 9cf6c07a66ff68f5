"""What the card page says for Unleash (702.98a)."""

from __future__ import annotations

from engine.cards.compiler.registry import keyword_words
from engine.mechanics.unleash.model import UNLEASH


@keyword_words(UNLEASH)
def keyword(keyword: str) -> str:
    del keyword
    return (
        "the keyword Unleash (702.98a): you may have this enter with an additional +1/+1 "
        "counter on it (614.1c, chosen as it enters, 614.12a); it can't block as long as it "
        "has a +1/+1 counter on it"
    )
