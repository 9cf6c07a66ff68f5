"""What the card page says for changing a spell's targets (115.7a, 115.7d)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.filter_words import ref_words
from engine.cards.compiler.registry import targeted_effect_words


@targeted_effect_words("change_targets")
def change_targets(e: dict[str, Any], specs: list[dict[str, Any]]) -> str:
    what = ref_words(e["target"], specs)
    if e["how"] == "change":
        return (
            f"change the target of {what} to another legal target; with none, it is unchanged "
            "(115.7a)"
        )
    return f"you may choose new legal targets for {what}, or keep its targets (115.7d)"
