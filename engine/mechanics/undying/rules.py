"""Undying (CR 702.93) in play: a triggered ability of a permanent, built from the keyword and
found by the one trigger scanner.

"When this permanent is put into a graveyard from the battlefield, if it had no +1/+1
counters on it, return it to the battlefield under its owner's control with a +1/+1 counter on
it." (702.93a) The condition looks at the permanent as it last existed (603.10a); the card returns
from the graveyard as a new object (400.7).
"""

from __future__ import annotations

from engine.cards.vocabulary import ReturnToBattlefield, Trigger, Triggered
from engine.mechanics.undying.model import COUNTER, UNDYING
from engine.modifiers.triggers import stands_for

#: The triggered ability "Undying" stands for (702.93a).
undying_ability = stands_for(
    UNDYING,
    "702.93a",
    Triggered(
        trigger=Trigger(event="put_into_graveyard", without_counter=COUNTER),
        effects=(ReturnToBattlefield(target="self", counter=COUNTER),),
        text=f"{UNDYING} (when this dies, if it had no {COUNTER} counters on it, return it to "
        f"the battlefield under its owner's control with a {COUNTER} counter on it)",
    ),
)
