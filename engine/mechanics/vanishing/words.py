"""What the card page says for Vanishing N and its upkeep ability's instruction (702.63a)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import effect_words, keyword_words


@keyword_words("Vanishing")
def keyword(keyword: str) -> str:
    n = keyword.partition(" ")[2]
    counters = f"{n} time counter{'' if n == '1' else 's'}"
    return (
        f"the keyword {keyword} (702.63a): this enters with {counters} on it (614.1c); at the "
        "beginning of your upkeep, if it has a time counter on it, remove one (603.4); when the "
        "last time counter is removed from it, sacrifice it"
    )


@effect_words("remove_time_counter")
def instruction(e: dict[str, Any]) -> str:
    del e
    return "remove a time counter from this"
