"""Reading "You control target player during that player's next turn." (Mindslaver): a sentence
reader, with "target player" its target spec (115.1)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import sentence_reader

_TEXT = "you control target player during that player's next turn"


@sentence_reader("control target player", 126)
def sentence(text: str, targets: Any, subject: Any) -> list[dict[str, Any]] | None:
    """The instruction, or None."""
    del subject
    if text != _TEXT:
        return None
    index = targets.add("target player")
    return None if index is None else [{"op": "control_next_turn", "player": index}]
