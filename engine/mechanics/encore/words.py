"""What the card page says for encore's instruction (702.141a)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import effect_words


@effect_words("encore")
def instruction(e: dict[str, Any]) -> str:
    del e
    return (
        "for each opponent, create a token that's a copy of this card that attacks that "
        "opponent this turn if able; the tokens gain haste; sacrifice them at the beginning of "
        "the next end step (a delayed trigger, 603.7; 702.141a)"
    )
