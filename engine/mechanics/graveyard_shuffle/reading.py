"""Reading "When ~ is put into a graveyard from anywhere, its owner shuffles their graveyard into
their library.": the trigger phrase and the sentence (a sentence reader)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import sentence_reader, trigger_phrase
from engine.mechanics.graveyard_shuffle.model import FROM_ANYWHERE

trigger_phrase(r"When ~ is put into a graveyard from anywhere", {"event": FROM_ANYWHERE})

_SENTENCE = "its owner shuffles their graveyard into their library"


@sentence_reader("its owner shuffles their graveyard into their library", 133)
def sentence(text: str, targets: Any, subject: Any) -> list[dict[str, Any]] | None:
    """The instruction, or None."""
    del targets, subject
    return [{"op": "shuffle_graveyard_into_library"}] if text == _SENTENCE else None
