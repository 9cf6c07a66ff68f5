"""Populate read from oracle text (701.36a): the sentence "Populate." (a sentence
reader, `engine.cards.compiler.registry.sentence_reader`)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import sentence_reader


@sentence_reader("populate", 400)
def sentence(text: str, targets: Any, subject: Any) -> list[dict[str, Any]] | None:
    """ "Populate": the keyword action, with nothing else (701.36a)."""
    del targets, subject
    return [{"op": "populate"}] if text == "populate" else None
