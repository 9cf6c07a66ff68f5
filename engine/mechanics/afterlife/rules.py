"""Afterlife (CR 702.135) in play: a triggered ability of a permanent, built from the keyword and
found by the one trigger scanner.

"When this permanent is put into a graveyard from the battlefield, create N 1/1 white and black
Spirit creature tokens with flying." (702.135a) Each instance triggers separately (702.135b).
"""

from __future__ import annotations

from functools import cache

from engine.cards import vocabulary as v
from engine.modifiers.triggers import keyword_trigger

_SPIRIT = v.CardDef(
    name="Spirit Token",
    type_line="Creature — Spirit",
    colors=("W", "B"),
    power=1,
    toughness=1,
    abilities=("Flying",),
)
_NUMBERS = ("", "a", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


@keyword_trigger("Afterlife", "702.135a")
@cache
def afterlife_ability(parameter: str) -> v.Triggered:
    """The triggered ability "Afterlife N" stands for (702.135a)."""
    n = int(parameter)
    count = _NUMBERS[n] if n < len(_NUMBERS) else n
    tokens = f"{count} 1/1 white and black Spirit creature token{'s' if n != 1 else ''}"
    return v.Triggered(
        trigger=v.Trigger(event="put_into_graveyard"),
        effects=(v.CreateToken(token=_SPIRIT, count=n),),
        text=f"Afterlife {n} (when this dies, create {tokens} with flying)",
    )
