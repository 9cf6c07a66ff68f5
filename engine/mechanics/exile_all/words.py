"""What the card page says for exiling every matching permanent (701.13a)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.filter_words import group_words
from engine.cards.compiler.registry import effect_words


@effect_words("exile_all")
def exile_all(e: dict[str, Any]) -> str:
    flt = e.get("filter", {})
    x = " (X as announced, 107.3a)" if flt.get("mana_value_at_most_x") else ""
    what = group_words(e)
    if e.get("filter_player") is not None:
        return f"exile each {what} (701.13a; only the player is targeted)"
    return f"exile each {what}{x} (701.13a; none is targeted)"
