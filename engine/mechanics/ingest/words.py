"""What the card page says for Ingest and its instruction (702.115a)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import effect_words, keyword_words
from engine.mechanics.ingest.model import INGEST, MEANING, RULE


@keyword_words(INGEST)
def keyword(keyword: str) -> str:
    return f"the keyword {keyword} ({RULE}), a triggered ability: {MEANING}"


@effect_words("ingest")
def instruction(e: dict[str, Any]) -> str:
    del e
    return "that player exiles the top card of their library"
