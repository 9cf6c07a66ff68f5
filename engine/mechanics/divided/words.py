"""What the card page says for damage divided among targets (601.2d)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import effect_words


@effect_words("damage_divided")
def instruction(e: dict[str, Any]) -> str:
    del e
    return (
        "this deals its damage to those targets as it was divided among them when they were "
        "chosen, each assigned at least 1 (601.2d); a target illegal by then is dealt none and "
        "the others get what was announced for them (608.2b)"
    )


@effect_words("counters_distributed")
def counters(e: dict[str, Any]) -> str:
    return (
        f"put the {e.get('counter', '+1/+1')} counters on those targets as they were distributed "
        "among them when they were chosen, each assigned at least 1 (601.2d); a target illegal "
        "by then gets none (608.2b)"
    )
