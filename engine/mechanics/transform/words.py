"""What the card page says for "transform this permanent" (701.27a)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import effect_words, trigger_words


@effect_words("transform")
def instruction(e: dict[str, Any]) -> str:
    del e
    return (
        "transform this permanent: it turns over to its other face and stays the same object, "
        "with its counters, damage and the effects on it (701.27a, 712.18); not if it has "
        "transformed since this ability was put on the stack (701.27f)"
    )


@trigger_words("transforms_into")
def transforms_into(trigger: dict[str, Any]) -> str:
    entering = "this enters or " if trigger.get("also") == "enters" else ""
    return f"when {entering}this permanent transforms into this face (701.27e" + (
        ", 603.6a)" if entering else ")"
    )
