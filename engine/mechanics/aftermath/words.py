"""What the card page says for aftermath (702.127a)."""

from __future__ import annotations

from engine.cards.compiler.registry import keyword_words
from engine.mechanics.aftermath.model import AFTERMATH


@keyword_words(AFTERMATH)
def keyword(keyword: str) -> str:
    del keyword
    return (
        "the keyword Aftermath (702.127a): this half may be cast from its owner's graveyard "
        "(the cast action's `half`) and from nowhere else; cast from a graveyard, it is exiled "
        "instead of going anywhere else whenever it would leave the stack"
    )
