"""What the card page says for Afterlife N (702.135a)."""

from __future__ import annotations

from engine.cards.compiler.registry import keyword_words
from engine.mechanics.afterlife.model import AFTERLIFE


@keyword_words(AFTERLIFE)
def keyword(keyword: str) -> str:
    n = keyword.partition(" ")[2]
    tokens = f"{n} 1/1 white and black Spirit creature token{'' if n == '1' else 's'}"
    return (
        f"the keyword {keyword} (702.135a), a triggered ability: when this dies, create "
        f"{tokens} with flying"
    )
