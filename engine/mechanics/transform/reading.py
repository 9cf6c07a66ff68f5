"""Transforming read from oracle text (CR 701.27, 712): the sentence "Transform ~" (a sentence
reader) and a back face's "(Transforms from …)" reminder (a face line reader,
`engine.cards.compiler.registry`)."""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler.registry import LineReading, line_reader, sentence_reader
from engine.cards.compiler.text import Line

#: A back face's reminder of the face it transforms from (207.2: no rules meaning).
_FROM = re.compile(r"\(Transforms from [^()]+\.\)")


@sentence_reader("transform", 200)
def transform(text: str, targets: Any, subject: Any) -> list[dict[str, Any]] | None:
    """ "Transform ~": the permanent whose ability it is turns over (701.27a)."""
    del targets, subject
    return [{"op": "transform"}] if text == "transform ~" else None


@line_reader("transform: reminder", 200)
def reminder(line: Line) -> LineReading | None:
    """Words for a back face's "(Transforms from Delver of Secrets.)", or None."""
    if not _FROM.fullmatch(line.printed):
        return None
    return LineReading(
        (),
        "reminder text (207.2): this is the back face of a transforming double-faced card, "
        "which it has only while it is transformed (712.8e)",
    )
