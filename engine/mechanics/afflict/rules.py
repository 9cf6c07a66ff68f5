"""Afflict (CR 702.130) in play: a triggered ability of a creature, built from the keyword and
found by the one trigger scanner.

"Afflict N" means "Whenever this creature becomes blocked, defending player loses N life."
(702.130a).
"""

from __future__ import annotations

from functools import cache

from engine.cards.vocabulary import LoseLife, Trigger, Triggered
from engine.mechanics.afflict.model import AFFLICT, RULE, meaning
from engine.modifiers.triggers import keyword_trigger


@keyword_trigger(AFFLICT, RULE)
@cache
def afflict_ability(parameter: str) -> Triggered:
    """The triggered ability "Afflict N" stands for (702.130a)."""
    n = int(parameter)
    return Triggered(
        trigger=Trigger(event="blocks", combat_role="becomes_blocked"),
        effects=(LoseLife(amount=n, player="defending"),),
        text=f"{AFFLICT} {n} ({meaning(str(n))})",
    )
