"""What the card page says for returning cards of your choice from your graveyard."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.filter_words import filter_words
from engine.cards.compiler.registry import effect_words

_WHERE = {
    "hand": "into your hand",
    "battlefield": "onto the battlefield",
    "library_top": "on top of your library",
}


@effect_words("return_chosen_cards")
def return_chosen_cards(e: dict[str, Any]) -> str:
    count = e.get("amount", 1)
    what = filter_words(e.get("filter", {}), "card", plural=count > 1)
    how_many = f"up to {count}" if e.get("up_to") else ("a" if count == 1 else str(count))
    tapped = " tapped" if e.get("tapped") else ""
    where = _WHERE[e.get("to", "hand")] + tapped
    return f"put {how_many} {what} of your choice from your graveyard {where} (608.2d, 400.7)"
