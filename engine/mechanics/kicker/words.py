"""What the card page says for Kicker [cost] (702.33a) and for what a kicked spell also does
(702.33d-e)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler import words
from engine.cards.compiler.registry import keyword_words, targeted_effect_words
from engine.mechanics.kicker.model import KICKER


@keyword_words(KICKER)
def keyword(keyword: str) -> str:
    cost = keyword.removeprefix(f"{KICKER} ")
    return (
        f"Kicker {cost}: you may pay {cost} more as you cast it (the cast action's "
        "`kicked`); if you do, it is kicked, and so is the permanent it becomes (702.33a, "
        "702.33d)"
    )


@targeted_effect_words("if_kicked")
def if_kicked(e: dict[str, Any], specs: list[dict[str, Any]]) -> str:
    said = "if it was kicked (702.33d): " + "; then ".join(
        words.effect(x, specs) for x in e["effects"]
    )
    if e.get("otherwise"):
        said += "; if it wasn't, instead: " + "; then ".join(
            words.effect(x, specs) for x in e["otherwise"]
        )
    return said
