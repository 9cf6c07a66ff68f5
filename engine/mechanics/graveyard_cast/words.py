"""What the card page says for a permission to cast a card from a graveyard this turn."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import effect_words


@effect_words("may_cast_from_graveyard")
def may_cast_from_graveyard(e: dict[str, Any]) -> str:
    said = (
        "until end of turn you may cast the targeted card from your graveyard, as the object it "
        "is there, with the timing its types allow and paying its costs (601.3, 611.2a)"
    )
    if e.get("now"):
        said = (
            "you may cast the targeted card from your graveyard as this resolves, whatever its "
            "types' timing, without paying its mana cost (608.2g, 118.9; X is 0, 107.3b)"
        )
    if e.get("exile"):
        said += (
            "; if the spell cast so would be put into your graveyard, it is exiled instead (614.1a)"
        )
    return said
