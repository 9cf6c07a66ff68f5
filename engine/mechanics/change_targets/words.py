"""What the card page says for changing the targets of a spell or ability (115.7a-b, 115.7d)."""

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
    if e["how"] == "to_self":
        return (
            f"change one target of {what} to this object, if it is a legal target for it; "
            "otherwise its targets are unchanged (115.7b)"
        )
    return f"you may choose new legal targets for {what}, or keep its targets (115.7d)"
