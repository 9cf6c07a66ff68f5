"""What the card page says for Training (702.149a)."""

from __future__ import annotations

from engine.cards.compiler.registry import keyword_words


@keyword_words("Training")
def keyword(keyword: str) -> str:
    del keyword
    return (
        "the keyword Training (702.149a), a triggered ability: whenever this creature and at "
        "least one other creature with power greater than this creature's attack, put a "
        "+1/+1 counter on this creature"
    )
