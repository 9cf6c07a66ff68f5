"""Reading "untap up to three lands" and "untap up to two lands you control" (701.26b): a
sentence reader."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.cards.compiler.registry import sentence_reader
from engine.cards.compiler.selectors import amount

_UNTAP = re.compile(r"(?:then )?untap up to (\w+) lands( you control)?")


@sentence_reader("untap up to", 130)
def sentence(
    text: str, targets: Any, subject: Callable[[str, Any], int | str | None]
) -> list[dict[str, Any]] | None:
    """The untap of chosen lands, or None."""
    m = _UNTAP.fullmatch(text)
    n = amount(m.group(1)) if m else None
    if m is None or not isinstance(n, int) or not 1 <= n <= 10:
        return None
    flt: dict[str, Any] = {"types": ["Land"]}
    if m.group(2):
        flt["controller"] = "you"
    return [{"op": "untap_up_to", "amount": n, "filter": flt}]
