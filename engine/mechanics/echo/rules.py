"""Echo (CR 702.30) in play: an upkeep trigger of a permanent, built from the keyword and found by
the one trigger scanner.

"Echo [cost]" means "At the beginning of your upkeep, if this permanent came under your control
since the beginning of your last upkeep, sacrifice it unless you pay [cost]." (702.30a) The untap
step records which permanents the active player hadn't controlled since their last turn began
(`Turn.sick_at_start`, 302.6): exactly those came under their control since their last upkeep.
"""

from __future__ import annotations

from functools import cache

from engine.cards.vocabulary import SacrificeUnlessPays, Trigger, Triggered
from engine.mechanics.echo.model import ECHO
from engine.modifiers.triggers import keyword_trigger


@keyword_trigger(ECHO, "702.30a")
@cache
def echo_ability(cost: str) -> Triggered:
    """The triggered ability "Echo [cost]" stands for (702.30a)."""
    return Triggered(
        trigger=Trigger(event="beginning_of_upkeep", came_under_control=True),
        effects=(SacrificeUnlessPays(cost=cost),),
        text=f"Echo {cost} (at the beginning of your upkeep, if this came under your control "
        f"since the beginning of your last upkeep, sacrifice it unless you pay {cost})",
    )
