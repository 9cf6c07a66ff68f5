"""Earthbend (CR 701.66) in play.

"Earthbend N" means "Target land you control becomes a 0/0 land creature with haste in addition
to its other types. Put N +1/+1 counters on it. When that land dies or is put into exile, return
it to the battlefield tapped under your control." (701.66a) Each part is the vocabulary's own:
a continuous effect from a resolving ability for the rest of the game (611.2a: layers 4, 6 and
7b), counters put the one way counters are put (replacements on them apply, 614.1a), and a
delayed triggered ability (603.7a) watching that land — that object only (400.7) — which
triggers once (603.7b), whenever it dies or is exiled, and returns the card from the graveyard
or exile (400.7e). A target no longer legal as it resolves does nothing (608.2b).
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.events import describe, event
from engine.core.state import Event, GameState, Zone
from engine.instructions.perform import Context, Result, handles, perform
from engine.mechanics.delayed_triggers import acting_on, delay
from engine.mechanics.earthbend.model import RULE, Earthbend

_BECOMES = (
    v.AddTypes(types=("Creature",)),
    v.SetPowerToughness(power=0, toughness=0),
    v.AddKeywords(keywords=("Haste",)),
)
_RETURN = v.ReturnToBattlefield(
    target="that_card", zone="graveyard_or_exile", tapped=True, under="you"
)
_TEXT = (
    "When that land dies or is put into exile, return it to the battlefield tapped under your "
    "control."
)


@handles(Earthbend)
def _earthbend(state: GameState, instr: Earthbend, ctx: Context) -> Result:
    lands = [o for o in ctx.objects(state, instr.target) if o.zone is Zone.BATTLEFIELD]
    if not lands:
        return state, []
    land = lands[0]
    events: list[Event] = [
        event(
            "earthbend",
            f"Player {ctx.controller} earthbends {instr.amount}: {describe(state, land)} becomes "
            f"a 0/0 land creature with haste and gets {instr.amount} +1/+1 counter"
            f"{'s' if instr.amount != 1 else ''}.",
            RULE,
            objects=[ctx.controller, land.id],
        )
    ]
    becomes = v.ApplyContinuous(target=instr.target, modifications=_BECOMES, duration="permanent")
    state, more = perform(state, becomes, ctx)
    events += more
    counters = v.PutCounters(counter="+1/+1", amount=instr.amount, target=instr.target)
    state, more = perform(state, counters, ctx)
    events += more
    state, said = delay(state, "dies_or_exiled", (_RETURN,), _TEXT, acting_on(land, ctx), land)
    return state, [*events, said]
