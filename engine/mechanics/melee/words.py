"""What the card page says for melee (702.121a)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import effect_words, keyword_words


@keyword_words("Melee")
def keyword(keyword: str) -> str:
    return (
        f"the keyword {keyword} (702.121a): whenever this creature attacks, it gets +1/+1 until "
        "end of turn for each opponent you attacked with a creature this combat"
    )


@effect_words("melee")
def instruction(e: dict[str, Any]) -> str:
    del e
    return "this gets +1/+1 until end of turn for each opponent you attacked this combat"
