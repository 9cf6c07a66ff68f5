"""What the card page says for "Damage can't be prevented this turn." (615.12)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import effect_words


@effect_words("damage_cant_be_prevented")
def instruction(e: dict[str, Any]) -> str:
    del e
    return (
        "until end of turn (514.2), damage can't be prevented: prevention effects prevent none "
        "of it and shields aren't used up by it (615.12)"
    )
