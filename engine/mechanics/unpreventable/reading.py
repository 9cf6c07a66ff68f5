"""Reading "Damage can't be prevented this turn." (615.12): a sentence reader."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import sentence_reader


@sentence_reader("damage can't be prevented", 122)
def sentence(text: str, targets: Any, subject: Any) -> list[dict[str, Any]] | None:
    """The instruction, or None."""
    del targets, subject
    if text != "damage can't be prevented this turn":
        return None
    return [{"op": "damage_cant_be_prevented"}]
