"""What the card page says for a flicker (400.7), its return at once or delayed (603.7a)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import effect_words
from engine.cards.compiler.upkeep import MOMENT_WORDS


@effect_words("flicker")
def flicker(e: dict[str, Any]) -> str:
    whose = "its owner's" if e.get("under") == "owner" else "your"
    control = f"under {whose} control"
    if e.get("counter"):
        # "… with a +1/+1 counter on it": it enters with one (614.1c).
        control += f" with a {e['counter']} counter on it (614.1c)"
    if e.get("at") is not None:
        return (
            "exile the target; a delayed triggered ability returns that card to the "
            f"battlefield {control} {MOMENT_WORDS[e['at']]} "
            "(603.7a; a new object, 400.7; not if it has left exile, 603.7c)"
        )
    if e.get("transformed"):
        what = "this permanent" if e.get("target") == "self" else "the target"
        return (
            f"exile {what}, then return that card to the battlefield transformed {control} (its "
            "back face up, a new object; a card that can't transform stays in exile, 712.14a)"
        )
    return (
        "exile the target, then return that card to the battlefield "
        f"{control} (a new object, 400.7)"
    )
