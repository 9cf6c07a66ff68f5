"""What the card page says for Graft N and its instruction (702.58a)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import effect_words, keyword_words


@keyword_words("Graft")
def keyword(keyword: str) -> str:
    n = keyword.partition(" ")[2]
    counters = f"{n} +1/+1 counter{'' if n == '1' else 's'}"
    return (
        f"the keyword {keyword} (702.58a): this enters with {counters} on it (614.1c); whenever "
        "another creature enters, if this has a +1/+1 counter on it (603.4), you may move a "
        "+1/+1 counter from this onto that creature (122.5)"
    )


@effect_words("move_counter_onto")
def instruction(e: dict[str, Any]) -> str:
    del e
    return "move a +1/+1 counter from this onto that creature (122.5)"
