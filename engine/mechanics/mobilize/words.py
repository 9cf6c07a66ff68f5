"""What the card page says for Mobilize N and its instructions (702.181a)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import effect_words, keyword_words
from engine.mechanics.mobilize.model import MOBILIZE, RULE


@keyword_words(MOBILIZE)
def keyword(keyword: str) -> str:
    n = keyword.partition(" ")[2]
    tokens = f"{n} 1/1 red Warrior creature token{'' if n == '1' else 's'}"
    return (
        f"the keyword {keyword} ({RULE}), a triggered ability: whenever this creature attacks, "
        f"create {tokens} tapped and attacking (508.4); sacrifice them at the beginning of the "
        "next end step (a delayed trigger, 603.7)"
    )


@effect_words("mobilize")
def instruction(e: dict[str, Any]) -> str:
    n = e.get("count", 1)
    return (
        f"create {n} 1/1 red Warrior creature token{'' if n == 1 else 's'} tapped and attacking; "
        "sacrifice them at the beginning of the next end step"
    )
