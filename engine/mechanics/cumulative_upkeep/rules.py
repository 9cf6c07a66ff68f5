"""Cumulative upkeep (CR 702.24) in play: an upkeep trigger of a permanent, built from the keyword
and found by the one trigger scanner.

"Cumulative upkeep [cost]" means "At the beginning of your upkeep, if this permanent is on the
battlefield, put an age counter on this permanent. Then you may pay [cost] for each age counter on
it. If you don't, sacrifice it." (702.24a) Each instance counts all the age counters as it
resolves (702.24b).
"""

from __future__ import annotations

from functools import cache

from engine.cards.vocabulary import PutCounters, SacrificeUnlessPays, Trigger, Triggered
from engine.mechanics.cumulative_upkeep.model import CUMULATIVE_UPKEEP
from engine.modifiers.triggers import keyword_trigger


@keyword_trigger(CUMULATIVE_UPKEEP, "702.24a")
@cache
def cumulative_upkeep_ability(cost: str) -> Triggered:
    """The triggered ability "Cumulative upkeep [cost]" stands for (702.24a)."""
    return Triggered(
        trigger=Trigger(event="beginning_of_upkeep"),
        effects=(
            PutCounters(counter="age"),
            SacrificeUnlessPays(cost=cost, per_counter="age"),
        ),
        text=f"Cumulative upkeep {cost} (at the beginning of your upkeep, put an age counter on "
        f"this, then sacrifice it unless you pay {cost} for each age counter on it)",
    )
