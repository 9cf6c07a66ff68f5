"""What the card page says for Living weapon and its instruction (702.92a)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import effect_words, keyword_words


@keyword_words("Living weapon")
def keyword(keyword: str) -> str:
    del keyword
    return (
        "the keyword Living weapon (702.92a), a triggered ability: when this Equipment "
        "enters, create a 0/0 black Phyrexian Germ creature token, then attach this to it"
    )


@effect_words("living_weapon")
def instruction(e: dict[str, Any]) -> str:
    del e
    return "create a 0/0 black Phyrexian Germ creature token, then attach this to it"
