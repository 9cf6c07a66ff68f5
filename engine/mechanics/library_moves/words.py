"""What the card page says for this family's instructions."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import effect_words


@effect_words("look_at_top_of")
def look(e: dict[str, Any]) -> str:
    del e
    return (
        "look at the top card of its target player's library (701.20e); you may put it on the "
        "bottom of that library"
    )


@effect_words("hand_on_top")
def hand_on_top(e: dict[str, Any]) -> str:
    n = e.get("amount", 1)
    cards = "a card" if n == 1 else f"{n} cards"
    their = f"{cards} from their hand on top of their library in the order they choose (401.4)"
    if e.get("each"):
        return f"each player, in APNAP order (101.4), puts {their}"
    if e.get("target") is not None:
        return f"its target player puts {their}"
    return f"put {cards} from your hand on top of your library in any order (401.4)"


@effect_words("exile_library")
def exile_library(e: dict[str, Any]) -> str:
    del e
    return "exile every card of its target player's library (701.13a)"


@effect_words("shuffle_hand_into_library")
def shuffle_hand(e: dict[str, Any]) -> str:
    who = "each player, in APNAP order (101.4)," if e.get("each") else "that player"
    what = "hand and graveyard" if e.get("graveyard") else "hand"
    return f"{who} shuffles their {what} into their library (701.24a)"
