"""What the card page says for Mentor (702.134a)."""

from __future__ import annotations

from engine.cards.compiler.registry import keyword_words


@keyword_words("Mentor")
def keyword(keyword: str) -> str:
    del keyword
    return (
        "the keyword Mentor (702.134a), a triggered ability: whenever this attacks, put a "
        "+1/+1 counter on target attacking creature with power less than this creature's "
        "power (checked again as it resolves, 608.2b)"
    )
