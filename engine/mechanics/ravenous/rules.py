"""Ravenous (CR 702.156) in play: the triggered ability the keyword stands for, found by the one
trigger scanner, with its intervening-if condition registered in
`engine.modifiers.trigger_conditions`; the +1/+1 counters it enters with are the entering
replacement its model registers (`engine.modifiers.entering`).

"When this permanent enters, if X is 5 or more, draw a card." (702.156a) X is the X of the spell
the permanent resolved from (107.3m), which the enters trigger carries; it can't change, so the
intervening if (603.4) is true as it resolves whenever it was as it triggered. A permanent that
wasn't cast has X 0 (107.3m): it enters with no counters and draws nothing.
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.occurrences import Occurrence
from engine.core.state import GameObject, GameState, Info
from engine.mechanics.ravenous.model import DRAWS_FROM, RAVENOUS, RAVENOUS_CONDITION, RULE
from engine.modifiers.trigger_conditions import trigger_condition
from engine.modifiers.triggers import stands_for

#: The triggered ability "Ravenous" stands for besides its counters (702.156a).
ravenous_ability = stands_for(
    RAVENOUS,
    RULE,
    v.Triggered(
        trigger=v.Trigger(event="enters", scope="self", condition=RAVENOUS_CONDITION),
        effects=(v.Draw(amount=1),),
        text=f"Ravenous (when this permanent enters, if X is {DRAWS_FROM} or more, draw a card)",
    ),
)


@trigger_condition(RAVENOUS_CONDITION, "603.4")
def _ravenous(state: GameState, occ: Occurrence, source: GameObject, info: Info) -> Info | None:
    """True when the X the enters trigger carries (the spell's, 107.3m) is 5 or more."""
    del state, occ, source
    x = dict(info).get("x")
    return () if isinstance(x, int) and not isinstance(x, bool) and x >= DRAWS_FROM else None
