"""Reading "you lose the game" (104.3e): a sentence reader."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import sentence_reader


@sentence_reader("you lose the game", 127)
def sentence(text: str, targets: Any, subject: Any) -> list[dict[str, Any]] | None:
    """The loss, or None."""
    del targets, subject
    return [{"op": "lose_game"}] if text == "you lose the game" else None
