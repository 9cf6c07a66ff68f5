"""Mentor (CR 702.134) in play: a triggered ability of a creature, built from the keyword and
found by the one trigger scanner.

"Whenever this creature attacks, put a +1/+1 counter on target attacking creature with power
less than this creature's power." (702.134a)
"""

from __future__ import annotations

from functools import cache

from engine.cards import vocabulary as v
from engine.modifiers.triggers import keyword_trigger


@keyword_trigger("Mentor", "702.134a")
@cache
def mentor_ability(parameter: str = "") -> v.Triggered:
    """The triggered ability "Mentor" stands for (702.134a): the target's power is checked as it
    is chosen and again as the ability resolves (608.2b)."""
    del parameter
    what = "target attacking creature with power less than this creature's power"
    return v.Triggered(
        trigger=v.Trigger(event="attacks"),
        targets=(
            v.TargetSpec(
                kind="creature",
                filter=v.Filter(attacking=True, power_less_than_source=True),
                text=what,
            ),
        ),
        effects=(v.PutCounters(counter="+1/+1", amount=1, target=0),),
        text=f"Mentor (whenever this attacks, put a +1/+1 counter on {what})",
    )
