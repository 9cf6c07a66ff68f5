"""Reading "You get an emblem with "…"" (114.2): a sentence reader
(`engine.cards.compiler.registry.sentence_reader`) whose quoted ability is read as a line of its
own (113.2c), by the same compiler that reads a permanent's lines, with "this emblem" the emblem
itself. Read only when every quoted ability is read, and each is a static or triggered ability:
an emblem's activated abilities ("Tap an untapped artifact you control: This emblem deals 1
damage …") would be activated from the command zone, which the rules of play don't offer yet.
"""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler.registry import sentence_reader
from engine.cards.lowering.quoted import read_quoted_line

_EMBLEM = re.compile(r'you get an emblem with "(.+)"')
#: How the emblem's own text calls it (114.2, the quoted ability's "this emblem").
_ITSELF = re.compile(r"\b[Tt]his emblem\b")
#: What an emblem's ability may be (114.4: they function in the command zone).
_KINDS = frozenset({"static", "triggered", "loyalty_at_instant_speed"})


@sentence_reader("emblem", 450)
def sentence(text: str, targets: Any, subject: Any) -> list[dict[str, Any]] | None:
    """'you get an emblem with "…"' -> the instruction `get_emblem`, or None."""
    del targets, subject
    m = _EMBLEM.fullmatch(text)
    if m is None:
        return None
    quoted = m.group(1)
    if "~" in quoted or '"' in quoted:
        # The planeswalker's own name inside the emblem's text, or two quoted abilities: the
        # quoted line can't say which object "~" is.
        return None
    abilities = emblem_abilities(_ITSELF.sub("~", quoted))
    if abilities is None:
        return None
    # Each ability keeps the words it is printed with ("this emblem deals 5 damage").
    printed = [{**a, "text": a["text"].replace("~", "this emblem")} for a in abilities]
    return [{"op": "get_emblem", "abilities": printed, "text": quoted}]


def emblem_abilities(text: str) -> list[dict[str, Any]] | None:
    """The abilities of an emblem's text, each of its lines read as a permanent's line is
    (113.2c), "~" the emblem; None unless every one is read and each is one an emblem has."""
    read = read_quoted_line(text)
    if not read:
        return None
    found = [a for a in read if isinstance(a, dict)]
    if len(found) != len(read):
        return None
    if any(a.get("kind") not in _KINDS for a in found):
        return None
    return found
