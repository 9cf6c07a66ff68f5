"""What the card page says for Fabricate N and its instruction (702.123a)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import effect_words, keyword_words


def _n(k: str, what: str) -> str:
    return f"{k} {what}{'' if k == '1' else 's'}"


@keyword_words("Fabricate")
def keyword(keyword: str) -> str:
    n = keyword.partition(" ")[2]
    return (
        f"the keyword {keyword} (702.123a), a triggered ability: when this enters, you may "
        f"put {_n(n, '+1/+1 counter')} on it; if you don't (or it has left the battlefield), "
        f"create {_n(n, '1/1 colorless Servo artifact creature token')}"
    )


@effect_words("fabricate")
def instruction(e: dict[str, Any]) -> str:
    k = str(e["amount"])
    return (
        f"you may put {_n(k, '+1/+1 counter')} on this; if you don't, create "
        f"{_n(k, '1/1 colorless Servo artifact creature token')}"
    )
