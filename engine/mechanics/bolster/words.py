"""What the card page says for bolster (701.39a)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import effect_words


@effect_words("bolster")
def bolster(e: dict[str, Any]) -> str:
    n = e["amount"]
    counters = "a +1/+1 counter" if n == 1 else f"{n} +1/+1 counters"
    return (
        f"bolster {n}: choose a creature you control with the least toughness (or tied for it) "
        f"among creatures you control and put {counters} on it (701.39a)"
    )
