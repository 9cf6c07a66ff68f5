"""Reading a separation into two piles (700.3): "separate all permanents target player controls
into two piles. that player sacrifices all permanents in the pile of their choice" — the
compiler reads a sentence ending "into two piles" with the one after it, which says what is
done with a pile (608.2c: later text gives the earlier its meaning). A sentence reader
(`engine.cards.compiler.registry.sentence_reader`)."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.cards.compiler.registry import sentence_reader
from engine.cards.compiler.selectors import group

Effect = dict[str, Any]

_PILES = re.compile(
    r"separate all (\w+) (target player|target opponent) controls into two piles\. "
    r"(?:that player sacrifices all (\w+) in the pile of their choice"
    r"|destroy all (\w+) in the pile of that player's choice)"
)


@sentence_reader("piles", 110)
def sentence(
    text: str, targets: Any, subject: Callable[[str, Any], int | str | None]
) -> list[Effect] | None:
    """The separation and what is done with the chosen pile, or None (no target spec added)."""
    m = _PILES.fullmatch(text)
    if m is None:
        return None
    noun, acted = m.group(1), m.group(3) or m.group(4)
    if acted != noun:
        return None  # "… all permanents … all creatures in the pile": not this shape
    flt = group(f"all {noun}")
    if flt is None:
        return None
    index = targets.add(m.group(2))
    if index is None:
        return None
    found: Effect = {"op": "separate_piles", "target": index, "filter": flt}
    if m.group(4):
        found["then"] = "destroy"
    return [found]
