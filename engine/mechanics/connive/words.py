"""What the card page says for "[permanent] connives" (701.50a)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.filter_words import ref_words
from engine.cards.compiler.registry import targeted_effect_words


@targeted_effect_words("connive")
def connive(e: dict[str, Any], specs: list[dict[str, Any]]) -> str:
    who = ref_words(e.get("target", "self"), specs)
    return (
        f"{who} connives (701.50a): its controller draws a card, then discards a card; if a "
        "nonland card was discarded, the conniving permanent gets a +1/+1 counter"
    )
