"""Battle cry (CR 702.91) in play: a triggered ability of a creature, built from the keyword and
found by the one trigger scanner.

"Battle cry" means "Whenever this creature attacks, each other attacking creature gets +1/+0
until end of turn." (702.91a): the creatures attacking as it resolves (611.2c). The bonus is a
continuous effect from a resolving ability (611.2a), in layer 7c (613.4c).
"""

from __future__ import annotations

from engine.cards.vocabulary import (
    ApplyContinuous,
    Filter,
    ModifyPowerToughness,
    Trigger,
    Triggered,
)
from engine.mechanics.battle_cry.model import BATTLE_CRY, MEANING, RULE
from engine.modifiers.triggers import stands_for

#: The triggered ability "Battle cry" stands for (702.91a).
battle_cry_ability = stands_for(
    BATTLE_CRY,
    RULE,
    Triggered(
        trigger=Trigger(event="attacks"),
        effects=(
            ApplyContinuous(
                filter=Filter(types=("Creature",), attacking=True, other=True),
                modifications=(ModifyPowerToughness(power=1, toughness=0),),
            ),
        ),
        text=f"{BATTLE_CRY} ({MEANING})",
    ),
)
