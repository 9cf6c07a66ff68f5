"""Reading "Remove all counters from target permanent" and "Remove an ice counter from ~"
(122.1): sentence readers
(`engine.cards.compiler.registry.sentence_reader`), its object a target, the card itself or the
one target named before ("it")."""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler.registry import sentence_reader
from engine.cards.compiler.selectors import NUMBERS

_REMOVE_ALL = re.compile(r"remove all counters from (.+)")


@sentence_reader("remove all counters", 460)
def sentence(text: str, targets: Any, subject: Any) -> list[dict[str, Any]] | None:
    """ "remove all counters from target creature" -> `remove_all_counters`, or None."""
    m = _REMOVE_ALL.fullmatch(text)
    if m is None or " or " in m.group(1) or m.group(1).startswith(("up to", "each", "all")):
        return None
    before = len(targets.specs)
    found = subject(m.group(1), targets)
    if found is None:
        del targets.specs[before:]
        return None
    return [{"op": "remove_all_counters", "target": found}]


_REMOVE = re.compile(rf"remove ({'|'.join(NUMBERS)}) (\S+) counters? from (.+)")


@sentence_reader("remove counters", 461)
def remove(text: str, targets: Any, subject: Any) -> list[dict[str, Any]] | None:
    """ "remove an ice counter from ~", "remove two +1/+1 counters from target creature" ->
    `remove_counters`, or None."""
    m = _REMOVE.fullmatch(text)
    if m is None or " or " in m.group(3) or m.group(3).startswith(("up to", "each", "all")):
        return None
    before = len(targets.specs)
    found = subject(m.group(3), targets)
    if found is None:
        del targets.specs[before:]
        return None
    n = NUMBERS[m.group(1)]
    return [{"op": "remove_counters", "counter": m.group(2), "amount": n, "target": found}]
