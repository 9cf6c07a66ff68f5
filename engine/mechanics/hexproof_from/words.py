"""What the card page says for Hexproof from [quality] (702.11d)."""

from __future__ import annotations

from engine.cards.compiler.registry import keyword_words
from engine.mechanics.hexproof_from.model import HEXPROOF_FROM


@keyword_words(HEXPROOF_FROM)
def keyword(keyword: str) -> str:
    q = keyword.removeprefix(f"{HEXPROOF_FROM} ")
    return (
        f"the keyword {keyword} (702.11d): it can't be the target of {q} spells or abilities "
        f"from {q} sources its controller's opponents control"
    )
