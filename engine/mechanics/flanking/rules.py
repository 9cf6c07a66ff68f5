"""Flanking (CR 702.25) in play: a triggered ability of a creature, built from the keyword and
found by the one trigger scanner.

"Flanking" means "Whenever this creature becomes blocked by a creature without flanking, the
blocking creature gets -1/-1 until end of turn." (702.25a): once for each such blocker (509.3d).
The -1/-1 is a continuous effect from a resolving ability (611.2a), in layer 7c (613.4c).
"""

from __future__ import annotations

from engine.cards.vocabulary import (
    ApplyContinuous,
    Filter,
    ModifyPowerToughness,
    Trigger,
    Triggered,
)
from engine.mechanics.flanking.model import FLANKING, MEANING, RULE
from engine.modifiers.triggers import stands_for

#: The triggered ability "Flanking" stands for (702.25a).
flanking_ability = stands_for(
    FLANKING,
    RULE,
    Triggered(
        trigger=Trigger(
            event="blocks", combat_role="blocked_by", filter=Filter(not_keywords=(FLANKING,))
        ),
        effects=(
            ApplyContinuous(
                target="that_creature",
                modifications=(ModifyPowerToughness(power=-1, toughness=-1),),
            ),
        ),
        text=f"{FLANKING} ({MEANING})",
    ),
)
