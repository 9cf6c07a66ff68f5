"""What the card page says for Rampage N and its instruction (702.23a-b)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import effect_words, keyword_words


@keyword_words("Rampage")
def keyword(keyword: str) -> str:
    n = keyword.partition(" ")[2]
    return (
        f"the keyword {keyword} (702.23a), a triggered ability: whenever this becomes "
        f"blocked, it gets +{n}/+{n} until end of turn for each creature blocking it beyond "
        "the first, counted as it resolves (702.23b)"
    )


@effect_words("rampage")
def instruction(e: dict[str, Any]) -> str:
    k = e["amount"]
    return f"this gets +{k}/+{k} until end of turn for each creature blocking it beyond the first"
