""" "Reveal cards from the top of your library until you reveal a [kind] card. Put that card
into your hand [onto the battlefield (tapped)] and the rest on the bottom of your library in a
random order." — read as one sentence (the compiler joins the "Put that card …" after the
reveal, `engine.cards.compiler.instructions`)."""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler.card_phrases import card_words
from engine.cards.compiler.registry import sentence_reader

_REVEAL = re.compile(
    r"reveal cards from the top of your library until you reveal an? (?P<kind>.+?) card\. put "
    r"that card (?P<to>into your hand|onto the battlefield(?P<tapped> tapped)?) and the rest on "
    r"the bottom of your library in a random order"
)


@sentence_reader("reveal until", 495)
def sentence(text: str, targets: Any, subject: Any) -> list[dict[str, Any]] | None:
    """The reveal, or None for another sentence. A card put onto the battlefield that needs a
    choice as it enters has it made then (an Aura's host, 303.4f; a battle's protector, 310.8a:
    `engine.operations.entering_hosts`)."""
    del targets, subject
    m = _REVEAL.fullmatch(text)
    flt = None if m is None else card_words(m["kind"])
    if m is None or not flt:
        return None
    to = "hand" if m["to"] == "into your hand" else "battlefield"
    return [{"op": "reveal_until", "filter": flt, "to": to, "tapped": bool(m["tapped"])}]
