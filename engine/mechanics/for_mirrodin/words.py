"""What the card page says for For Mirrodin! and its instruction (702.163a)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import effect_words, keyword_words
from engine.mechanics.for_mirrodin.model import FOR_MIRRODIN


@keyword_words(FOR_MIRRODIN)
def keyword(keyword: str) -> str:
    del keyword
    return (
        "the keyword For Mirrodin! (702.163a), a triggered ability: when this Equipment "
        "enters, create a 2/2 red Rebel creature token, then attach this to it"
    )


@effect_words("for_mirrodin")
def instruction(e: dict[str, Any]) -> str:
    del e
    return "create a 2/2 red Rebel creature token, then attach this to it"
