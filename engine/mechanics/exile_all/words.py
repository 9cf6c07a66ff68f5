"""What the card page says for exiling every matching permanent (701.13a)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.filter_words import filter_words
from engine.cards.compiler.registry import effect_words


@effect_words("exile_all")
def exile_all(e: dict[str, Any]) -> str:
    flt = e.get("filter", {})
    x = " (X as announced, 107.3a)" if flt.get("mana_value_at_most_x") else ""
    return f"exile each {filter_words(flt)}{x} (701.13a; none is targeted)"
