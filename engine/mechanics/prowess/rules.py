"""Prowess (CR 702.108) in play: a triggered ability of a permanent, built from the keyword.

"Prowess" means "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of
turn." (702.108a). It triggers as the spell becomes cast (601.2i), from the battlefield, and each
instance triggers separately (702.108b); the +1/+1 is a continuous effect from a resolving ability
(611.2a), applied in layer 7c (613.4c).
"""

from __future__ import annotations

from engine.cards.vocabulary import (
    ApplyContinuous,
    Filter,
    ModifyPowerToughness,
    Trigger,
    Triggered,
)
from engine.modifiers.triggers import stands_for

#: The triggered ability "Prowess" stands for (702.108a).
prowess_ability = stands_for(
    "Prowess",
    "702.108a",
    Triggered(
        trigger=Trigger(event="cast", caster="you", filter=Filter(not_types=("Creature",))),
        effects=(
            ApplyContinuous(
                target="self", modifications=(ModifyPowerToughness(power=1, toughness=1),)
            ),
        ),
        text=(
            "Prowess (whenever you cast a noncreature spell, this creature gets +1/+1 until end "
            "of turn)"
        ),
    ),
)
