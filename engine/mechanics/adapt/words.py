"""What the card page says for adapt's instruction (701.46a)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import effect_words


@effect_words("adapt")
def instruction(e: dict[str, Any]) -> str:
    n = e["amount"]
    counters = "a +1/+1 counter" if n == 1 else f"{n} +1/+1 counters"
    return f"adapt {n}: if this has no +1/+1 counters on it, put {counters} on it (701.46a)"
