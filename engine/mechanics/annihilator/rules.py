"""Annihilator (CR 702.86) in play: a triggered ability of a creature, built from the keyword
and found by the one trigger scanner.

"Annihilator N" means "Whenever this creature attacks, defending player sacrifices N
permanents." (702.86a): the player it attacks (506.2), who chooses which (701.21a).
"""

from __future__ import annotations

from functools import cache

from engine.cards.vocabulary import Filter, PlayerSacrifices, Trigger, Triggered
from engine.mechanics.annihilator.model import ANNIHILATOR, RULE, meaning
from engine.modifiers.triggers import keyword_trigger


@keyword_trigger(ANNIHILATOR, RULE)
@cache
def annihilator_ability(parameter: str) -> Triggered:
    """The triggered ability "Annihilator N" stands for (702.86a)."""
    n = int(parameter)
    return Triggered(
        trigger=Trigger(event="attacks"),
        effects=(PlayerSacrifices(player="defending", amount=n, filter=Filter()),),
        text=f"{ANNIHILATOR} {n} ({meaning(str(n))})",
    )
