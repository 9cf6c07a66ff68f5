"""Monstrosity (CR 701.37) read: "{cost}: Monstrosity N." as an activated ability whose one
instruction is the keyword action (701.37a), tried before the compiler's general "activated"
template (which would read the line as no instruction it knows), and "When this creature becomes
monstrous, …", its trigger event (603.1)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.abilities import cost
from engine.cards.compiler.registry import reader, trigger_phrase
from engine.cards.compiler.text import pattern

trigger_phrase(r"When ~ becomes monstrous", {"event": "becomes_monstrous"}, own_x="701.37c")


@reader("activated: monstrosity", 600)
def activated(text: str) -> dict[str, Any] | None:
    """ "{5}{R}{R}: Monstrosity 3." / "{X}{X}{G}: Monstrosity X." (701.37a): an activated ability
    whose one instruction is the keyword action; "Monstrosity X, where X is …" isn't read."""
    m = pattern(r"([^:]+): Monstrosity (\d+|X)\.").fullmatch(text)
    paid = cost(m.group(1)) if m else None
    if m is None or paid is None:
        return None
    n = m.group(2)
    if n == "X" and "{X}" not in paid.get("mana", ""):
        return None  # an X the cost doesn't set (a die roll, a count) isn't read
    amount: int | str = n if n == "X" else int(n)
    return {"kind": "activated", "cost": paid, "effects": [{"op": "monstrosity", "amount": amount}]}
