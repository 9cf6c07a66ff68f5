"""What the card page says for unearth's instruction (702.84a)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import effect_words


@effect_words("unearth")
def instruction(e: dict[str, Any]) -> str:
    del e
    return (
        "return this card from your graveyard to the battlefield; it gains haste; exile it "
        "at the beginning of the next end step (a delayed trigger, 603.7); if it would "
        "leave the battlefield, it is exiled instead (702.84a)"
    )
