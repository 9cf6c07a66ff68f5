"""What the card page says for ninjutsu's instruction (702.49a)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import effect_words


@effect_words("ninjutsu")
def instruction(e: dict[str, Any]) -> str:
    del e
    return (
        "put this card onto the battlefield from your hand tapped and attacking what the "
        "returned creature attacked (702.49a, 702.49c); it was never declared as an attacker, "
        "so abilities that trigger when it attacks don't trigger (508.4)"
    )
