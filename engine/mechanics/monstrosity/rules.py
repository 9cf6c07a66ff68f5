"""Monstrosity (CR 701.37) in play, a keyword action of activated abilities.

"Monstrosity N" means "If this permanent isn't monstrous, put N +1/+1 counters on it and it
becomes monstrous." (701.37a) Monstrous is a designation, neither an ability nor a copiable value,
kept until the permanent leaves the battlefield (701.37b): the object's `chosen` "monstrous", as
renowned is (702.112b), which a new object doesn't have (400.7). Activating the ability again
once it is monstrous does nothing; activating it twice in response to itself, the first to
resolve makes it monstrous. Becoming monstrous is an event: "When this creature becomes
monstrous, …" abilities trigger on it (`engine.core.occurrences.BecameMonstrous`).
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.events import describe, event
from engine.core.occurrences import BecameMonstrous
from engine.core.replace import replace
from engine.core.state import Event, GameObject, GameState, Zone
from engine.instructions.perform import Context, Result, handles, perform
from engine.mechanics.monstrosity.model import Monstrosity
from engine.modifiers.trigger_matchers import of_itself
from engine.modifiers.triggers import fire


def monstrous(obj: GameObject) -> bool:
    """Whether the permanent is monstrous (701.37b)."""
    return dict(obj.chosen).get("monstrous") is True


@handles(Monstrosity)
def _monstrosity(state: GameState, instr: Monstrosity, ctx: Context) -> Result:
    """N +1/+1 counters and the designation, unless it is monstrous already (701.37a); only a
    permanent can become monstrous (701.37b), so one that has left the battlefield doesn't."""
    obj = state.current(ctx.source.ref)
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        text = f"{describe(state, ctx.source)} isn't on the battlefield: it can't become monstrous."
        return state, [event("monstrosity", text, "701.37b", objects=[ctx.source.id])]
    n = ctx.amount(instr.amount)
    if monstrous(obj):
        text = f"{describe(state, obj)} is already monstrous: monstrosity {n} does nothing."
        return state, [event("monstrosity", text, "701.37a", objects=[obj.id])]
    events: list[Event] = []
    if n > 0:
        state, events = perform(state, v.PutCounters(counter="+1/+1", amount=n), ctx)
    obj = state.current(obj.ref) or obj
    state = state.with_object(replace(obj, chosen=(*obj.chosen, ("monstrous", True))))
    said = event(
        "monstrous",
        f"{describe(state, obj)} becomes monstrous (monstrosity {n}).",
        "701.37a",
        "701.37b",
        objects=[obj.id],
    )
    state, fired = fire(state, BecameMonstrous(state.current(obj.ref) or obj))
    return state, [*events, said, *fired]


#: "When this creature becomes monstrous" (701.37a): only the permanent that did.
of_itself("becomes_monstrous", BecameMonstrous)
