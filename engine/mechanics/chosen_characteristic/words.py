"""What the card page says for a color, creature type or basic land type chosen as the spell or
ability resolves (608.2d)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.filter_words import affected_words
from engine.cards.compiler.registry import targeted_effect_words

_LASTS = {
    "end_of_turn": "until end of turn",
    "permanent": "for the rest of the game (611.2a)",
    "your_next_turn": "until your next turn (611.2a)",
}


@targeted_effect_words("become_chosen")
def chosen_characteristic(e: dict[str, Any], specs: list[dict[str, Any]]) -> str:
    who = affected_words(e, specs)
    lasts = _LASTS.get(e.get("duration", "end_of_turn"), "until end of turn")
    if e["what"] == "color":
        becomes = "that color instead of its other colors (105.3, layer 5, 613.1e)"
    elif e["what"] == "basic land type" and e.get("added"):
        becomes = "that land type in addition to its other types, with its mana ability (305.6)"
    elif e["what"] == "basic land type":
        becomes = (
            "that land type instead of its other land types, with only that type's mana "
            "ability (305.7, layer 4)"
        )
    else:
        becomes = "that creature type instead of its other creature types (205.1a, layer 4, 613.1d)"
    return (
        f"its controller chooses a {e['what']} as it resolves (608.2d); {who} is {becomes} {lasts}"
    )
