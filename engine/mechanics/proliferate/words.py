"""What the card page says for proliferating (701.34a)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import effect_words


@effect_words("proliferate")
def instruction(e: dict[str, Any]) -> str:
    times = e.get("count", 1)
    again = "" if times == 1 else f", {times} times"
    return (
        f"proliferate{again}: choose any number of permanents and/or players with counters "
        "(not targeted) and give each one more counter of each kind it has (701.34a)"
    )
