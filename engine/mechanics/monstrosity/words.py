"""What the card page says for monstrosity's instruction (701.37a-b)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import effect_words, trigger_words


@effect_words("monstrosity")
def instruction(e: dict[str, Any]) -> str:
    k = str(e["amount"])
    counters = "+1/+1 counter" if k == "1" else "+1/+1 counters"
    return (
        f"monstrosity {k}: if this isn't monstrous, put {k} {counters} on it and "
        "it becomes monstrous, a designation it keeps until it leaves the battlefield "
        "(701.37a-b); if it already is, nothing happens"
    )


@trigger_words("becomes_monstrous")
def trigger(t: dict[str, Any]) -> str:
    del t
    return "when this becomes monstrous (701.37a)"
