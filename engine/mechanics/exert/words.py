"""What the card page says for exert's trigger event (701.43d)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import trigger_words
from engine.mechanics.exert.model import EXERTED


@trigger_words(EXERTED)
def trigger(t: dict[str, Any]) -> str:
    del t
    return "when its controller exerts this as it attacks (701.43d)"
