"""Hexproof from's spelling, "Hexproof from" and a quality the engine reads, in lower case
(702.11d)."""

from __future__ import annotations

from engine.cards.vocabulary.keyword_names import keyword_with

#: The qualities the engine reads: a color, or how many.
QUALITIES = frozenset({"white", "blue", "black", "red", "green", "monocolored", "multicolored"})


def _quality(text: str) -> str | None:
    """A quality the engine reads, in lower case, or None."""
    return text.lower() if text.lower() in QUALITIES else None


HEXPROOF_FROM = keyword_with("Hexproof from", _quality)
