"""What the card page says for a Class's level trigger (716.2a)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import trigger_words


@trigger_words("class_level")
def trigger(t: dict[str, Any]) -> str:
    del t
    return "when this Class becomes the level it has this ability at (716.2a)"
