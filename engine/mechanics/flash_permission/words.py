"""What the card page says for a permission to cast spells as though they had flash."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import effect_words


@effect_words("may_cast_as_though_flash")
def may_cast_as_though_flash(e: dict[str, Any]) -> str:
    what = " or ".join(t.lower() for t in e.get("types", ())) or "any"
    until = (
        "until your next turn begins (611.2a)"
        if e.get("duration", "your_next_turn") == "your_next_turn"
        else "until end of turn (514.2)"
    )
    return (
        f"{until}, you may cast {what} spells any time you could cast an instant, as though "
        "they had flash (702.8a); an effect saying you can't still wins (101.2)"
    )
