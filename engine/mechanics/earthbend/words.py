"""What the card page says for earthbending (701.66a)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import effect_words


@effect_words("earthbend")
def instruction(e: dict[str, Any]) -> str:
    n = e.get("amount", 1)
    return (
        f"earthbend {n}: target land you control becomes a 0/0 land creature with haste (for the "
        f"rest of the game) with {n} +1/+1 counter{'s' if n != 1 else ''} put on it; when it dies "
        "or is put into exile, it returns to the battlefield tapped under your control (701.66a)"
    )
