"""What the card page says for Dethrone (702.105a)."""

from __future__ import annotations

from engine.cards.compiler.registry import keyword_words


@keyword_words("Dethrone")
def keyword(keyword: str) -> str:
    del keyword
    return (
        "the keyword Dethrone (702.105a), a triggered ability: whenever this creature attacks "
        "the player with the most life or tied for most life, put a +1/+1 counter on it"
    )
