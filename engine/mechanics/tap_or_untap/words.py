"""What the card page says for tapping or untapping a permanent (701.26a-b, 608.2d)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.filter_words import ref_words
from engine.cards.compiler.registry import targeted_effect_words


@targeted_effect_words("tap_or_untap")
def tap_or_untap(e: dict[str, Any], specs: list[dict[str, Any]]) -> str:
    what = ref_words(e.get("target", "self"), specs)
    return f"tap or untap {what}, chosen as this resolves (701.26a-b, 608.2d)"
