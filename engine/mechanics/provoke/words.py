"""What the card page says for Provoke (702.39a) and its instruction."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import effect_words, keyword_words
from engine.mechanics.provoke.model import MEANING, PROVOKE, RULE


@keyword_words(PROVOKE)
def keyword(keyword: str) -> str:
    return f"the keyword {keyword} ({RULE}), a triggered ability: {MEANING}"


@effect_words("provoke")
def provoke(e: dict[str, Any]) -> str:
    del e
    return (
        "the target blocks this creature this combat if able (a requirement, 509.1c) and is "
        f"untapped ({RULE})"
    )
