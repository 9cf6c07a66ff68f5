"""Investigate read from oracle text (701.16a): the sentence "Investigate." (a sentence
reader, `engine.cards.compiler.registry.sentence_reader`)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import sentence_reader


@sentence_reader("investigate", 300)
def sentence(text: str, targets: Any, subject: Any) -> list[dict[str, Any]] | None:
    """ "Investigate": the keyword action, with nothing else (701.16a)."""
    del targets, subject
    return [{"op": "investigate"}] if text == "investigate" else None
