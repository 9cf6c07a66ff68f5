"""Outlast (CR 702.107a) read: "Outlast {1}{W}" is the activated ability it stands for, "[Cost],
{T}: Put a +1/+1 counter on this creature. Activate only as a sorcery.", said as the keyword."""

from __future__ import annotations

from engine.cards.compiler import words
from engine.cards.compiler.abilities import cost
from engine.cards.compiler.registry import LineReading, line_reader
from engine.cards.compiler.text import Line, pattern


@line_reader("keywords: outlast", 400)
def outlast(line: Line) -> LineReading | None:
    """ "Outlast {1}{W}" (a mana cost only): its activated ability (702.107a) and its words."""
    m = pattern(r"Outlast ((?:\{[^}]+\})+)").fullmatch(line.text)
    paid = cost(m.group(1)) if m else None
    if paid is None or set(paid) != {"mana"}:
        return None
    ability = {
        "kind": "activated",
        "cost": {**paid, "tap": True},
        "effects": [{"op": "counters", "counter": "+1/+1", "amount": 1, "target": "self"}],
        "sorcery_speed": True,
        "text": line.bare or line.printed,  # its line without reminder text (207.2)
    }
    return LineReading((ability,), f"the keyword Outlast (702.107a): {words.ability(ability)}")
