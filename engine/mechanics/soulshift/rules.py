"""Soulshift (CR 702.46) in play: a triggered ability of a permanent, built from the keyword and
found by the one trigger scanner.

"When this permanent is put into a graveyard from the battlefield, you may return target Spirit
card with mana value N or less from your graveyard to your hand." (702.46a) The target is chosen
as the trigger is put on the stack (with none, it is removed, 603.3d); each instance triggers
separately (702.46b).
"""

from __future__ import annotations

from functools import cache

from engine.cards.vocabulary import Filter, May, ReturnToHand, TargetSpec, Trigger, Triggered
from engine.modifiers.triggers import keyword_trigger


@keyword_trigger("Soulshift", "702.46a")
@cache
def soulshift_ability(parameter: str) -> Triggered:
    """The triggered ability "Soulshift N" stands for (702.46a)."""
    n = int(parameter)
    what = f"target Spirit card with mana value {n} or less from your graveyard"
    return Triggered(
        trigger=Trigger(event="put_into_graveyard"),
        targets=(
            TargetSpec(
                kind="card",
                filter=Filter(subtypes=("Spirit",), mana_value_at_most=n, controller="you"),
                text=what,
            ),
        ),
        effects=(May(effects=(ReturnToHand(target=0),), text=f"return {what} to your hand"),),
        text=f"Soulshift {n} (when this dies, you may return {what} to your hand)",
    )
