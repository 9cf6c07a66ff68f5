"""Bushido (CR 702.45) in play: a triggered ability of a creature, built from the keyword and
found by the one trigger scanner.

"Bushido N" means "Whenever this creature blocks or becomes blocked, it gets +N/+N until end of
turn." (702.45a); each instance triggers separately (702.45b). The bonus is a continuous effect
from a resolving ability (611.2a), in layer 7c (613.4c).
"""

from __future__ import annotations

from functools import cache

from engine.cards.vocabulary import (
    ApplyContinuous,
    ModifyPowerToughness,
    Trigger,
    Triggered,
)
from engine.mechanics.bushido.model import BUSHIDO, RULE, meaning
from engine.modifiers.triggers import keyword_trigger


@keyword_trigger(BUSHIDO, RULE)
@cache
def bushido_ability(parameter: str) -> Triggered:
    """The triggered ability "Bushido N" stands for (702.45a)."""
    n = int(parameter)
    return Triggered(
        trigger=Trigger(event="blocks", combat_role="blocks_or_becomes_blocked"),
        effects=(
            ApplyContinuous(
                target="self", modifications=(ModifyPowerToughness(power=n, toughness=n),)
            ),
        ),
        text=f"{BUSHIDO} {n} ({meaning(str(n))})",
    )
