"""Reading "You may [cost] rather than pay this spell's mana cost." (118.9): the cost's parts
joined by "and" ("pay 1 life and exile a blue card from your hand", "pay {1} and …") are read by
the cost reader of activated abilities (`engine.cards.compiler.abilities.cost`), as the parts of
"{1}, Pay 1 life: …" are. A condition before it ("If you control a Plains, …", 118.9 with a
condition) is left unread, and so is a cost the reader doesn't know ("return an Island you
control to its owner's hand")."""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler import abilities
from engine.cards.compiler.registry import LineReading, line_reader
from engine.cards.compiler.text import Line

_LINE = re.compile(r"You may (.+) rather than pay (?:this spell's|~'s|its) mana cost\.")
_PAY_MANA = re.compile(r"pay ((?:\{[^}]+\})+)")


def alternative_cost(text: str) -> dict[str, Any] | None:
    """The vocabulary's cost for the words of an alternative cost, or None."""
    parts = []
    for part in text.split(" and "):
        mana = _PAY_MANA.fullmatch(part)
        parts.append(mana.group(1) if mana else part[:1].upper() + part[1:])
    return abilities.cost(", ".join(parts))


@line_reader("alternative cost", 150)
def read(line: Line) -> LineReading | None:
    """ "You may [cost] rather than pay this spell's mana cost." as an `AlternativeCost`."""
    m = _LINE.fullmatch(line.bare)
    cost = None if m is None else alternative_cost(m.group(1))
    if m is None or not cost or cost.keys() & {"tap", "untap", "sacrifice_self", "discard_self"}:
        return None
    said = m.group(1)
    ability = {"kind": "alternative_cost", "cost": cost, "said": said}
    words = (
        f"an alternative cost: its caster may {said} rather than pay its mana cost, as it is cast "
        "(118.9, 601.2b); its mana cost and mana value stay the same (118.9c)"
    )
    return LineReading((ability,), words)
