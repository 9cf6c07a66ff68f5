"""Reading "Exchange control of target artifact or creature you control and target creature an
opponent controls with power 3 or less" (701.12b): a sentence reader
(`engine.cards.compiler.registry.sentence_reader`) of two objects joined by "and" — each a
target, the first also the card itself. "Two target creatures" (one target spec of two) and
objects not targeted ("those creatures", "chosen at random") aren't read.
"""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler.registry import sentence_reader

_EXCHANGE = re.compile(r"exchange control of (.+?) and (target .+)")


@sentence_reader("exchange control", 470)
def sentence(text: str, targets: Any, subject: Any) -> list[dict[str, Any]] | None:
    """ "exchange control of A and target B" -> `exchange_control`, or None."""
    m = _EXCHANGE.fullmatch(text)
    if m is None or " and " in m.group(2):
        return None
    before = len(targets.specs)
    first = subject(m.group(1), targets)
    second = targets.add(m.group(2)) if first is not None else None
    if first is None or second is None or not _permanent(targets, first, second):
        del targets.specs[before:]
        return None
    return [{"op": "exchange_control", "first": first, "second": second}]


def _permanent(targets: Any, *refs: int | str) -> bool:
    """Whether every target named is a permanent's (a spell's control isn't this exchange)."""
    kinds = {targets.specs[r]["kind"] for r in refs if isinstance(r, int)}
    return kinds <= {"permanent", "creature", "artifact", "enchantment", "land"}
