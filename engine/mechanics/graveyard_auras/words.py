"""What the card page says for the instruction."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import effect_words


@effect_words("return_enchanted_card")
def return_enchanted_card(e: dict[str, Any]) -> str:
    tapped = "tapped " if e.get("tapped") else ""
    return (
        "if this Aura is still on the battlefield (603.4), its enchant ability becomes "
        '"enchant creature put onto the battlefield with this Aura" (613.1f), the creature card '
        f"it enchants is put onto the battlefield {tapped}under your control (400.7) and the "
        "Aura attached to it (701.3a); when the Aura leaves the battlefield, that creature's "
        "controller sacrifices it (603.7a)"
    )
