"""Reading "[creatures you control] gain first strike until end of turn if a creature you control
has first strike. The same is true for flying, deathtouch, … and vigilance." (Odric, Lunarch
Marshal): a sentence reader (`engine.cards.compiler.registry.sentence_reader`); the second
sentence is joined to the first as it is read (`engine.cards.compiler.instructions.read`)."""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler.registry import sentence_reader
from engine.cards.compiler.selectors import group, keyword_list

_SHARED = re.compile(
    r"(?P<who>creatures you control) gain (?P<kw>[a-z ]+?) until end of turn "
    r"if a creature you control has (?P=kw)(?:\. the same is true for (?P<more>[a-z ,]+))?"
)


@sentence_reader("gain keywords if shared", 134)
def sentence(text: str, targets: Any, subject: Any) -> list[dict[str, Any]] | None:
    """The sentence (lower-case first word, no full stop) -> `gain_shared_keywords`, or None."""
    m = _SHARED.fullmatch(text)
    if m is None:
        return None
    words = m.group("kw") + (f", {m.group('more')}" if m.group("more") else "")
    keywords = keyword_list(words)
    flt = group(m.group("who"))
    if keywords is None or flt is None:
        return None
    return [{"op": "gain_shared_keywords", "keywords": keywords, "filter": flt}]
