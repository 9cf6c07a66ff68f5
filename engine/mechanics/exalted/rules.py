"""Exalted (CR 702.83) in play: a triggered ability of a permanent, built from the keyword and
found by the one trigger scanner.

"Exalted" means "Whenever a creature you control attacks alone, that creature gets +1/+1 until
end of turn." (702.83a); it attacks alone if it's the only creature declared as an attacker
(702.83b, 506.5). Every instance on every permanent triggers. The bonus is a continuous effect
from a resolving ability (611.2a), in layer 7c (613.4c).
"""

from __future__ import annotations

from engine.cards.vocabulary import (
    ApplyContinuous,
    ModifyPowerToughness,
    Trigger,
    Triggered,
)
from engine.mechanics.exalted.model import EXALTED, MEANING, RULE
from engine.modifiers.triggers import stands_for

#: The triggered ability "Exalted" stands for (702.83a).
exalted_ability = stands_for(
    EXALTED,
    RULE,
    Triggered(
        trigger=Trigger(event="attacks", scope="you_control", alone=True),
        effects=(
            ApplyContinuous(
                target="that_creature",
                modifications=(ModifyPowerToughness(power=1, toughness=1),),
            ),
        ),
        text=f"{EXALTED} ({MEANING})",
    ),
)
