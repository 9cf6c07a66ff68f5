"""Echo (CR 702.30) in play: an upkeep trigger of a permanent, built from the keyword and found by
the one trigger scanner.

"Echo [cost]" means "At the beginning of your upkeep, if this permanent came under your control
since the beginning of your last upkeep, sacrifice it unless you pay [cost]." (702.30a) The untap
step records which permanents the active player hadn't controlled since their last turn began
(`Turn.sick_at_start`, 302.6): exactly those came under their control since their last upkeep.
"""

from __future__ import annotations

from functools import cache

from engine.cards import vocabulary as v
from engine.cards.vocabulary import SacrificeUnlessPays, Trigger, Triggered
from engine.mechanics.echo.model import COUNTS, ECHO, ECHO_DISCARD, ECHO_SACRIFICE
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


def _unless(action: v.Cost, said: str) -> Triggered:
    """The echo ability whose cost is an action (702.30a): "sacrifice it unless you [discard a
    card / sacrifice two lands]" — the action paid as a cost as it resolves, all of it or none
    (118.12, 118.3)."""
    return Triggered(
        trigger=Trigger(event="beginning_of_upkeep", came_under_control=True),
        effects=(v.UnlessPays(action=action, effects=(v.Sacrifice(),)),),
        text=f"Echo—{said} (at the beginning of your upkeep, if this came under your control "
        f"since the beginning of your last upkeep, sacrifice it unless you {said.lower()})",
    )


@keyword_trigger(ECHO_DISCARD, "702.30a")
@cache
def echo_discard_ability(parameter: str) -> Triggered:
    """ "Echo—Discard a card." (702.30a)"""
    return _unless(v.Cost(discard=1), f"Discard {parameter}")


@keyword_trigger(ECHO_SACRIFICE, "702.30a")
@cache
def echo_sacrifice_ability(parameter: str) -> Triggered:
    """ "Echo—Sacrifice two lands." (702.30a)"""
    count, kind = parameter.split(" ")
    sacrificed = v.SacrificeCost(
        filter=v.Filter(types=(kind.removesuffix("s").capitalize(),)), count=COUNTS[count]
    )
    return _unless(v.Cost(sacrifice=(sacrificed,)), f"Sacrifice {parameter}")
