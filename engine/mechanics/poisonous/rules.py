"""Poisonous (CR 702.70) in play: a triggered ability of a creature, built from the keyword and
found by the one trigger scanner.

"Poisonous N" means "Whenever this creature deals combat damage to a player, that player gets N
poison counters." (702.70a): "that player" is the player the trigger event names (603.2), and
each instance triggers separately (702.70b), as every keyword's triggered ability does here.
"""

from __future__ import annotations

from functools import cache

from engine.cards.vocabulary import PlayerCounters, Trigger, Triggered
from engine.mechanics.poisonous.model import POISONOUS, RULE, meaning
from engine.modifiers.triggers import keyword_trigger


@keyword_trigger(POISONOUS, RULE)
@cache
def poisonous_ability(parameter: str) -> Triggered:
    """The triggered ability "Poisonous N" stands for (702.70a)."""
    n = int(parameter)
    return Triggered(
        trigger=Trigger(event="deals_combat_damage_to_player"),
        effects=(PlayerCounters(counter="poison", amount=n, player="that_player"),),
        text=f"{POISONOUS} {n} ({meaning(str(n))})",
    )
