"""What the card page says for "Target creature blocks this creature this turn if able" (509.1c)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import effect_words


@effect_words("block_this_if_able")
def instruction(e: dict[str, Any]) -> str:
    del e
    return (
        "the target creature blocks this creature this turn if able (a requirement, 509.1c, "
        "613.11), as long as this is on the battlefield"
    )
