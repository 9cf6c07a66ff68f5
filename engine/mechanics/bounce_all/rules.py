"""Returning every matching permanent to its owner's hand as the instruction resolves.

The permanents are those matching as it resolves, seen from its controller ("you control",
"other"); each becomes a new object in its owner's hand (400.7), a token there ceasing to
exist when state-based actions are next checked (704.5d). "… target player controls" is that
player's point of view (109.5): none once the target is illegal (608.2b).
"""

from __future__ import annotations

from engine.core.events import event
from engine.core.state import Event, GameState
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.bounce_all.model import BounceAll
from engine.operations.basic import return_to_hand


@handles(BounceAll)
def _bounce_all(state: GameState, instr: BounceAll, ctx: Context) -> Result:
    # "… target player controls": that player's point of view (109.5).
    found = ctx.each(state, instr.filter, instr.filter_player)
    events: list[Event] = []
    for obj in found:
        current = state.current(obj.ref)
        if current is None:
            continue
        state, more = return_to_hand(state, current)
        events += more
    if not found:
        events.append(event("no_effect", "There is nothing to return.", "609.3"))
    return state, events
