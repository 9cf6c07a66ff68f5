"""What the card page says for Modular N and its triggered ability's instruction (702.43a)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import effect_words, keyword_words


@keyword_words("Modular")
def keyword(keyword: str) -> str:
    n = keyword.partition(" ")[2]
    counters = f"{n} +1/+1 counter{'' if n == '1' else 's'}"
    return (
        f"the keyword {keyword} (702.43a): this enters with {counters} on it "
        "(614.1c); when it dies, you may put a +1/+1 counter on target artifact creature for "
        "each +1/+1 counter it had (608.2h)"
    )


@effect_words("modular_counters")
def instruction(e: dict[str, Any]) -> str:
    del e
    return (
        "put a +1/+1 counter on the target for each +1/+1 counter this had as it last "
        "existed (702.43a, 608.2h)"
    )
