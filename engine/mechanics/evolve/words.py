"""What the card page says for Evolve (702.100a)."""

from __future__ import annotations

from engine.cards.compiler.registry import keyword_words


@keyword_words("Evolve")
def keyword(keyword: str) -> str:
    del keyword
    return (
        "the keyword Evolve (702.100a), a triggered ability: whenever a creature you control "
        "enters, if its power is greater than this creature's and/or its toughness is "
        "greater, put a +1/+1 counter on this creature (compared again as it resolves, 603.4)"
    )
