"""Reading "Exchange control of target artifact or creature you control and target creature an
opponent controls with power 3 or less" (701.12b): a sentence reader
(`engine.cards.compiler.registry.sentence_reader`) of two objects joined by "and" — each a
target, the first also the card itself. "Two target creatures" (one target spec of two) and
objects not targeted ("those creatures", "chosen at random") aren't read.
"""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler.registry import reader, sentence_reader
from engine.cards.compiler.selectors import target

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


_OR_SACRIFICE = re.compile(
    r"When ~ enters, exchange control of ~ and (up to one target .+?)\. If you don't or can't "
    r"make an exchange, sacrifice ~\. This ability still resolves if its target becomes illegal\."
)


@reader("triggered: exchange control or sacrifice", 1470)
def exchange_or_sacrifice(text: str) -> dict[str, Any] | None:
    """ "When this creature enters, exchange control of this creature and up to one target
    creature an opponent controls. If you don't or can't make an exchange, sacrifice this
    creature. This ability still resolves if its target becomes illegal." (Gilded Drake): the
    exchange (701.12b), the sacrifice when none was made, and the exception to 608.2b."""
    m = _OR_SACRIFICE.fullmatch(text)
    spec = target(m.group(1)) if m else None
    if spec is None or spec.get("kind") not in ("creature", "permanent"):
        return None
    exchange = {"op": "exchange_control", "first": "self", "second": 0}
    exchange |= {"otherwise_sacrifice": True, "even_if_illegal": True}
    return {
        "kind": "triggered",
        "trigger": {"event": "enters"},
        "targets": [spec],
        "effects": [exchange],
    }
