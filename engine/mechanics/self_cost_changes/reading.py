"""Reading "This spell costs {N} less / more to cast if [condition]." (601.2f): the condition by
the one condition reader of "if you control …" (`engine.cards.compiler.conditions`); a
condition it doesn't know ("if it targets a tapped creature") leaves the line unread."""

from __future__ import annotations

import re

from engine.cards.compiler.conditions import condition
from engine.cards.compiler.registry import LineReading, line_reader
from engine.cards.compiler.text import Line

_LINE = re.compile(r"(?:This spell|~) costs \{(\d+)\} (less|more) to cast if (.+)\.")


@line_reader("cost change: this spell", 160)
def read(line: Line) -> LineReading | None:
    """ "This spell costs {3} less to cast if …" as the spell's own `CostChange`."""
    m = _LINE.fullmatch(line.bare)
    asked = None if m is None else condition(m.group(3))
    if m is None or asked is None or not 1 <= int(m.group(1)) <= 20:
        return None
    how = m.group(2)
    ability = {
        "kind": "cost_change",
        "amount": int(m.group(1)),
        "more": how == "more",
        "this_spell": True,
        "condition": asked,
    }
    generic = "" if how == "more" else ", generic mana only (118.7a)"
    words = (
        f"this spell costs {{{m.group(1)}}} {how} to cast if {asked['text']}{generic}, as its "
        "total cost is determined (601.2f); it functions on the stack (113.6)"
    )
    return LineReading((ability,), words)
