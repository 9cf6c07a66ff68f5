"""What the card page says for keywords shared among a group (702, 611.2c)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.filter_words import filter_words
from engine.cards.compiler.registry import effect_words


@effect_words("gain_shared_keywords")
def gain_shared_keywords(e: dict[str, Any]) -> str:
    listed = ", ".join(k.lower() for k in e["keywords"])
    return (
        f"each {filter_words(e['filter'])} gains until end of turn each of {listed} that one of "
        "them has as this resolves (611.2c: the creatures and keywords fixed then)"
    )
