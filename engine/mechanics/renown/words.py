"""What the card page says for Renown N and its instruction (702.112a-b)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import effect_words, keyword_words


def _counters(k: str) -> str:
    return f"{k} +1/+1 counter{'' if k == '1' else 's'}"


@keyword_words("Renown")
def keyword(keyword: str) -> str:
    n = keyword.partition(" ")[2]
    return (
        f"the keyword {keyword} (702.112a), a triggered ability: when this deals combat "
        f"damage to a player, if it isn't renowned, put {_counters(n)} on it and "
        "it becomes renowned (checked again as it resolves, 603.4; it stays renowned until "
        "it leaves the battlefield, 702.112b)"
    )


@effect_words("renown")
def instruction(e: dict[str, Any]) -> str:
    return f"put {_counters(str(e['amount']))} on this and it becomes renowned (702.112b)"
