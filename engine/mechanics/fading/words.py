"""What the card page says for Fading N and its upkeep trigger's instruction (702.32a)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import effect_words, keyword_words


@keyword_words("Fading")
def keyword(keyword: str) -> str:
    n = keyword.partition(" ")[2]
    counters = f"{n} fade counter{'' if n == '1' else 's'}"
    return (
        f"the keyword {keyword} (702.32a): this enters with {counters} on it "
        "(614.1c); at the beginning of your upkeep, remove a fade counter from it, and if "
        "you can't, sacrifice it"
    )


@effect_words("remove_counter_or_sacrifice")
def instruction(e: dict[str, Any]) -> str:
    return f"remove a {e.get('counter', 'fade')} counter from this; if you can't, sacrifice it"
