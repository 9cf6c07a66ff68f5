"""Keywords that stand for upkeep and dies triggers (CR 702.30 echo, 702.24 cumulative upkeep,
702.79 persist; undying, 702.93, and soulshift, 702.46, are in their packages), each a triggered
ability built from the keyword and found by the one trigger scanner.

- Echo [cost]: "At the beginning of your upkeep, if this permanent came under your control since
  the beginning of your last upkeep, sacrifice it unless you pay [cost]." (702.30a) The untap
  step records which permanents the active player hadn't controlled since their last turn began
  (`Turn.sick_at_start`, 302.6): exactly those came under their control since their last upkeep.
- Cumulative upkeep [cost]: "At the beginning of your upkeep, if this permanent is on the
  battlefield, put an age counter on this permanent. Then you may pay [cost] for each age counter
  on it. If you don't, sacrifice it." (702.24a) Each instance counts all the age counters as it
  resolves (702.24b).
- Persist: "When this permanent is put into a graveyard from the battlefield, if it had no -1/-1
  counters on it, return it to the battlefield under its owner's control with a -1/-1 counter on
  it." (702.79a) The condition looks at the permanent as it
  last existed (603.10a); the card returns from the graveyard as a new object (400.7).
"""

from __future__ import annotations

from functools import cache

from engine.cards.vocabulary import (
    RETURN_KEYWORDS,
    PutCounters,
    ReturnToBattlefield,
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


def _returns(keyword: str) -> Triggered:
    counter = RETURN_KEYWORDS[keyword]
    return Triggered(
        trigger=Trigger(event="put_into_graveyard", without_counter=counter),
        effects=(ReturnToBattlefield(target="self", counter=counter),),
        text=f"{keyword} (when this dies, if it had no {counter} counters on it, return it to "
        f"the battlefield under its owner's control with a {counter} counter on it)",
    )


@keyword_trigger("Persist", "702.79a")
@cache
def persist_ability(parameter: str = "") -> Triggered:
    """The triggered ability "Persist" stands for (702.79a)."""
    del parameter
    return _returns("Persist")
