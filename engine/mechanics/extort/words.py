"""What the card page says for Extort and its instruction (702.101a)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import effect_words, keyword_words


@keyword_words("Extort")
def keyword(keyword: str) -> str:
    del keyword
    return (
        "the keyword Extort (702.101a), a triggered ability: whenever you cast a spell, you "
        "may pay {W/B}; if you do, each opponent loses 1 life and you gain life equal to the "
        "total life lost this way"
    )


@effect_words("extort")
def instruction(e: dict[str, Any]) -> str:
    del e
    return "each opponent loses 1 life and you gain life equal to the total life lost"
