"""What the card page says for an effect on its controller for a while (611.2a, 613.10)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import effect_words


@effect_words("effect_on_you")
def effect_on_you(e: dict[str, Any]) -> str:
    said = []
    if e.get("life_cant_change"):
        said.append("your life total can't change: you can't gain or lose life (119.7, 119.8)")
    for keyword in e.get("keywords", ()):
        if keyword == "Protection from everything":
            said.append(
                "you have protection from everything: you can't be targeted or enchanted, and "
                "all damage that would be dealt to you is prevented (702.16j)"
            )
        else:
            said.append(f"you have {keyword.lower()} (702.11c)")
    until = (
        "until your next turn begins"
        if e.get("duration", "your_next_turn") == "your_next_turn"
        else "until end of turn (514.2)"
    )
    return f"{until}, {' and '.join(said)} (611.2a, 613.10)"
