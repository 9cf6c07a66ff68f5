"""What the card page says for attaching this permanent (701.3a, 702.6a)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.filter_words import ref_words
from engine.cards.compiler.registry import targeted_effect_words


@targeted_effect_words("attach")
def instruction(e: dict[str, Any], specs: list[dict[str, Any]]) -> str:
    equipment = e.get("equipment", "self")
    what = "this" if equipment == "self" else ref_words(equipment, specs)
    return f"attach {what} to {ref_words(e.get('target', 0), specs)}"
