"""Renown (CR 702.112) in play: a triggered ability of a creature, built from the keyword.

"Renown N" means "When this creature deals combat damage to a player, if it isn't renowned, put
N +1/+1 counters on it and it becomes renowned." (702.112a) Renowned is a designation, neither
an ability nor a copiable value, kept until the permanent leaves the battlefield (702.112b): the
object's `chosen` "renowned", which a new object doesn't have (400.7). "If it isn't renowned" is
an intervening if (603.4), registered in `engine.modifiers.trigger_conditions`; of several
instances, the first to resolve makes it renowned and the others then do nothing (702.112c).
Each instance triggers separately (702.112c).
"""

from __future__ import annotations

from functools import cache

from engine.cards import vocabulary as v
from engine.core.events import describe, event
from engine.core.occurrences import Occurrence
from engine.core.replace import replace
from engine.core.state import GameObject, GameState, Info, Zone
from engine.instructions.perform import Context, Result, handles, perform
from engine.mechanics.renown.model import Renown
from engine.modifiers.trigger_conditions import trigger_condition
from engine.modifiers.triggers import keyword_trigger


@keyword_trigger("Renown", "702.112a")
@cache
def renown_ability(parameter: str) -> v.Triggered:
    """The triggered ability "Renown N" stands for (702.112a)."""
    n = int(parameter)
    counters = "a +1/+1 counter" if n == 1 else f"{n} +1/+1 counters"
    return v.Triggered(
        trigger=v.Trigger(event="deals_combat_damage_to_player", condition="renown"),
        effects=(Renown(amount=n),),
        text=f"Renown {n} (when this creature deals combat damage to a player, if it isn't "
        f"renowned, put {counters} on it and it becomes renowned)",
    )


def renowned(obj: GameObject) -> bool:
    """Whether the permanent is renowned (702.112b)."""
    return dict(obj.chosen).get("renowned") is True


def _renown_again(state: GameState, source: GameObject, info: Info) -> str | None:
    del info
    return f"{describe(state, source)} is already renowned" if renowned(source) else None


@trigger_condition("renown", "603.4", again=_renown_again)
def _renown(state: GameState, occ: Occurrence, source: GameObject, info: Info) -> Info | None:
    del state, occ, info
    return None if renowned(source) else ()


@handles(Renown)
def _become_renowned(state: GameState, instr: Renown, ctx: Context) -> Result:
    """N +1/+1 counters, then the designation (702.112a-b); only a permanent can become
    renowned, so one that has left the battlefield gets neither (400.7)."""
    obj = state.current(ctx.source.ref)
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        return state, []
    state, events = perform(state, v.PutCounters(counter="+1/+1", amount=instr.amount), ctx)
    obj = state.current(obj.ref) or obj
    state = state.with_object(replace(obj, chosen=(*obj.chosen, ("renowned", True))))
    said = event(
        "renowned",
        f"{describe(state, obj)} becomes renowned (renown {instr.amount}).",
        "702.112a",
        "702.112b",
        objects=[obj.id],
    )
    return state, [*events, said]
