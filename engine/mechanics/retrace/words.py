"""What the card page says for retrace (702.81a)."""

from __future__ import annotations

from engine.cards.compiler.registry import keyword_words
from engine.mechanics.retrace.model import RETRACE


@keyword_words(RETRACE)
def keyword(keyword: str) -> str:
    del keyword
    return (
        "the keyword Retrace (702.81a): this card may be cast from its owner's graveyard by "
        "discarding a land card in addition to paying its other costs (601.2f); it goes back to "
        "the graveyard as it resolves"
    )
