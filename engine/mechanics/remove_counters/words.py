"""What the card page says for removing all counters (122.1)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.filter_words import ref_words
from engine.cards.compiler.registry import targeted_effect_words
from engine.cards.wording import counter_words


@targeted_effect_words("remove_all_counters")
def instruction(e: dict[str, Any], specs: list[dict[str, Any]]) -> str:
    return f"remove all counters from {ref_words(e.get('target', 'self'), specs)} (122.1)"


@targeted_effect_words("remove_counters")
def removal(e: dict[str, Any], specs: list[dict[str, Any]]) -> str:
    n = e.get("amount", 1)
    what = ref_words(e.get("target", "self"), specs)
    return f"remove {counter_words(n, e['counter'])} from {what} (122.1)"
