"""Destroying and regenerating (701.8, 701.19): the handlers of "destroy target …", "destroy
all …" and "regenerate …", registered as the basic instructions' are (`perform.handles`)."""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.events import describe, event
from engine.core.replace import replace
from engine.core.state import Event, GameState
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.name_list_effects import name_list_event
from engine.operations.basic import destroy


@handles(v.Destroy)
def _destroy(state: GameState, instr: v.Destroy, ctx: Context) -> Result:
    events: list[Event] = []
    for obj in ctx.objects(state, instr.target):
        state, more = destroy(
            state, obj, cant_regenerate=instr.cant_regenerate, why=ctx.source.card.name
        )
        events += more
    return state, events


@handles(v.DestroyAll)
def _destroy_all(state: GameState, instr: v.DestroyAll, ctx: Context) -> Result:
    """Destroy all matching permanents at once (CR 701.8a); regeneration applies to each. They
    are destroyed at the same time, so whether each is indestructible (702.12b) is as the
    instruction begins: Timber Protector destroyed with the Treefolk it protects still gives
    them indestructible. "… target player controls" is that player's point of view (109.5):
    none once the target is illegal (608.2b)."""
    chosen = ctx.each(state, instr.filter, instr.filter_player)
    before = state
    events: list[Event] = []
    if instr.filter.name_list is not None:
        events += name_list_event(state, instr.filter, chosen, "each is destroyed")
    for obj in chosen:
        current = state.current(obj.ref)
        if current is None:
            continue
        state, more = destroy(
            state,
            current,
            cant_regenerate=instr.cant_regenerate,
            why=ctx.source.card.name,
            as_of=before,
        )
        events += more
    if not chosen:
        events.append(event("no_effect", "There is nothing to destroy.", "609.3"))
    return state, events


@handles(v.Regenerate)
def _regenerate(state: GameState, instr: v.Regenerate, ctx: Context) -> Result:
    events = []
    for obj in ctx.objects(state, instr.target):
        state = state.with_object(replace(obj, regeneration_shields=obj.regeneration_shields + 1))
        events.append(
            event(
                "regeneration_shield",
                f"{describe(state, obj)} gets a regeneration shield: the next time it would be "
                "destroyed this turn, it regenerates instead.",
                "701.19a",
                objects=[obj.id],
            )
        )
    return state, events
