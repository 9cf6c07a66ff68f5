"""Reading "reveal the top card of your library and put that card into your hand. you lose life
equal to its mana value" — the compiler joins the second sentence to the first, whose "its" is
the revealed card (a sentence reader)."""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler.registry import sentence_reader

_REVEAL = re.compile(
    r"reveal the top card of your library and put that card into your hand"
    r"\. you (lose|gain) life equal to (?:its|that card's) mana value"
)


@sentence_reader("reveal the top card into your hand", 490)
def sentence(text: str, targets: Any, subject: Any) -> list[dict[str, Any]] | None:
    """The reveal with its loss or gain of life, or None: never the reveal alone, lest the
    sentence after it, whose "its" is the revealed card, be read apart."""
    del targets, subject
    m = _REVEAL.fullmatch(text)
    if not m:
        return None
    return [{"op": "reveal_top_to_hand", "life": m.group(1)}]
