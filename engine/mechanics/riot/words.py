"""What the card page says for Riot (702.136a)."""

from __future__ import annotations

from engine.cards.compiler.registry import keyword_words
from engine.mechanics.riot.model import RIOT


@keyword_words(RIOT)
def keyword(keyword: str) -> str:
    del keyword
    return (
        "the keyword Riot (702.136a): you may have this enter with an additional +1/+1 "
        "counter on it (614.1c, chosen as it enters, 614.12a); if you don't, it gains haste"
    )
