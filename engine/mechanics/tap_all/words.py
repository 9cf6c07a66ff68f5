"""What the card page says for tapping or untapping every matching permanent (701.26a-b)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.filter_words import filter_words
from engine.cards.compiler.registry import effect_words


@effect_words("tap_all")
def tap_all(e: dict[str, Any]) -> str:
    verb, rule = ("untap", "701.26b") if e.get("untap") else ("tap", "701.26a")
    return f"{verb} each {filter_words(e.get('filter', {}))} ({rule}; none is targeted)"
