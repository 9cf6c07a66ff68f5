"""What the card page says for the instruction."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import effect_words


@effect_words("control_next_turn")
def control_next_turn(e: dict[str, Any]) -> str:
    del e
    return (
        "you control the target player during the next turn they take: you make all their "
        "choices and decisions then, with their resources, and their objects stay theirs "
        "(723.1, 723.3, 723.5)"
    )
