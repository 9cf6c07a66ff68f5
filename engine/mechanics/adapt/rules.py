"""Adapt (CR 701.46) in play, a keyword action of activated abilities.

"Adapt N" means "If this permanent has no +1/+1 counters on it, put N +1/+1 counters on it."
(701.46a) Whether it has one is asked as the ability resolves: activating it twice in response
to itself, the first to resolve puts the counters and the second does nothing.
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.events import describe, event
from engine.core.state import GameState, Zone
from engine.instructions.perform import Context, Result, handles, perform
from engine.mechanics.adapt.model import Adapt


@handles(Adapt)
def _adapt(state: GameState, instr: Adapt, ctx: Context) -> Result:
    """N +1/+1 counters, unless it has a +1/+1 counter already (701.46a); a permanent that has
    left the battlefield gets none."""
    obj = state.current(ctx.source.ref)
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        text = f"{describe(state, ctx.source)} isn't on the battlefield: it can't adapt."
        return state, [event("adapt", text, "701.46a", objects=[ctx.source.id])]
    if obj.counter("+1/+1") > 0:
        text = f"{describe(state, obj)} has a +1/+1 counter on it: adapt {instr.amount} puts none."
        return state, [event("adapt", text, "701.46a", objects=[obj.id])]
    text = f"{describe(state, obj)} has no +1/+1 counters on it: it adapts {instr.amount}."
    said = event("adapt", text, "701.46a", objects=[obj.id])
    state, put = perform(state, v.PutCounters(counter="+1/+1", amount=instr.amount), ctx)
    return state, [said, *put]
