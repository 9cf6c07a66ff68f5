"""Reading "exile the top card of your library. you may cast that card[. if you don't, …]" — the
compiler joins the sentences, whose "that card" is the exiled card and whose "if you don't" asks
whether it was cast (a sentence reader)."""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler.instructions import read
from engine.cards.compiler.registry import sentence_reader

_CAST = re.compile(
    r"exile the top card of your library\. you may cast that card(?:\. if you don't, (.+))?"
)


@sentence_reader("exile the top card to cast", 488)
def sentence(text: str, targets: Any, subject: Any) -> list[dict[str, Any]] | None:
    """The exile and the offer to cast (608.2g), then what is done if the card wasn't cast
    (608.2c) — read with the compiler's own reading of instructions, or None."""
    del subject
    m = _CAST.fullmatch(text)
    if m is None:
        return None
    found: list[dict[str, Any]] = [{"op": "exile_top_to_cast"}]
    if m.group(1) is None:
        return found
    before = len(targets.specs)
    otherwise = read(m.group(1)[:1].upper() + m.group(1)[1:] + ".", targets)
    if otherwise is None or len(targets.specs) != before:
        # A target chosen only if the card isn't cast isn't modelled (601.2c chooses it first).
        return None
    condition = {"not_cast": True, "text": "that card wasn't cast"}
    return [*found, {"op": "if", "condition": condition, "effects": otherwise}]
