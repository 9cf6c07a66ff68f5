"""What the card page says for scavenge's instruction (702.97a)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import effect_words


@effect_words("scavenge")
def instruction(e: dict[str, Any]) -> str:
    del e
    return (
        "put +1/+1 counters equal to the exiled card's power on target creature (702.97a, 608.2h)"
    )
