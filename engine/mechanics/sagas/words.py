"""What the card page says for a Saga's chapter ability's trigger (714.2b)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import trigger_words


@trigger_words("chapter")
def trigger(t: dict[str, Any]) -> str:
    n = t["chapter"]
    return (
        f"chapter {n} (714.2b): when lore counters put on this Saga take their number from "
        f"less than {n} to {n} or more"
    )
