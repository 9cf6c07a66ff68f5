"""Keywords that stand for upkeep triggers (CR 702.30 echo, 702.24 cumulative upkeep; the dies
triggers undying, 702.93, persist, 702.79, and soulshift, 702.46, are in their packages), each a
triggered ability built from the keyword and found by the one trigger scanner.

- Echo [cost]: "At the beginning of your upkeep, if this permanent came under your control since
  the beginning of your last upkeep, sacrifice it unless you pay [cost]." (702.30a) The untap
  step records which permanents the active player hadn't controlled since their last turn began
  (`Turn.sick_at_start`, 302.6): exactly those came under their control since their last upkeep.
- Cumulative upkeep [cost]: "At the beginning of your upkeep, if this permanent is on the
  battlefield, put an age counter on this permanent. Then you may pay [cost] for each age counter
  on it. If you don't, sacrifice it." (702.24a) Each instance counts all the age counters as it
  resolves (702.24b).
"""

from __future__ import annotations

from functools import cache

from engine.cards.vocabulary import (
    PutCounters,
    SacrificeUnlessPays,
    Trigger,
    Triggered,
)
from engine.modifiers.triggers import keyword_trigger


@keyword_trigger("Echo", "702.30a")
@cache
def echo_ability(cost: str) -> Triggered:
    """The triggered ability "Echo [cost]" stands for (702.30a)."""
    return Triggered(
        trigger=Trigger(event="beginning_of_upkeep", came_under_control=True),
        effects=(SacrificeUnlessPays(cost=cost),),
        text=f"Echo {cost} (at the beginning of your upkeep, if this came under your control "
        f"since the beginning of your last upkeep, sacrifice it unless you pay {cost})",
    )


@keyword_trigger("Cumulative upkeep", "702.24a")
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
