"""Playing the linked exile and the return of the exiled card (607.2a).

The exile remembers each card it exiles in its source's `chosen` ("exiled": "id:incarnation …",
a string, as the state's values are hashable),
the same permanent only (400.7): exiled after the source left the battlefield, a card is
remembered by no object and stays in exile (Oblivion Ring's and Fiend Hunter's rulings). The
return reads the source as it last existed (a leaves-the-battlefield ability, 603.10a) and
moves each remembered card still in exile as that object.
"""

from __future__ import annotations

from engine.core.events import describe, event
from engine.core.replace import replace
from engine.core.state import Event, GameState, Zone
from engine.derived.linked_abilities import exiled_with, remember
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.linked_exile.model import ExileLinked, ReturnExiled
from engine.operations.zones import EXILED_UNTIL, move


@handles(ExileLinked)
def _exile_linked(state: GameState, instr: ExileLinked, ctx: Context) -> Result:
    if instr.until_leaves:
        return _exile_until(state, instr, ctx)
    events: list[Event] = []
    rules: tuple[str, ...]
    for obj in ctx.objects(state, instr.target):
        state, more = move(state, obj.id, Zone.EXILE)
        state, source = remember(state, ctx.source.ref, state.objects[obj.id])
        if source is not None:
            said, rules = f"exiled with {describe(state, source)}", ("701.13a", "607.2a")
        else:
            said, rules = (
                f"{describe(state, ctx.source)} has left the battlefield, so nothing will "
                "return it",
                ("701.13a", "607.2a", "400.7"),
            )
        events.append(
            event("zone", f"{describe(state, obj)} is exiled ({said}).", *rules, objects=[obj.id])
        )
        events += more
    return state, events


def _exile_until(state: GameState, instr: ExileLinked, ctx: Context) -> Result:
    """ "Exile target … until this leaves the battlefield" (610.3): each card exiled is
    remembered by this object (`EXILED_UNTIL`), which returns it as it leaves
    (`operations.zones`); if it has left already, nothing is exiled (610.3a-b)."""
    source = state.current(ctx.source.ref)
    if source is None or source.zone is not Zone.BATTLEFIELD:
        return state, [
            event(
                "no_effect",
                f"{describe(state, ctx.source)} has left the battlefield already, so nothing "
                "is exiled until it leaves.",
                # A triggered ability (610.3b), a spell or activated ability (610.3a).
                "610.3b" if ctx.triggered else "610.3a",
                objects=[ctx.source.id],
            )
        ]
    events: list[Event] = []
    for obj in ctx.objects(state, instr.target):
        state, more = move(state, obj.id, Zone.EXILE)
        exiled = state.objects[obj.id]
        source = state.current(ctx.source.ref)
        if source is not None:
            chosen = dict(source.chosen)
            held = chosen.get(EXILED_UNTIL)
            kept = held.split() if isinstance(held, str) else []
            chosen[EXILED_UNTIL] = " ".join([*kept, f"{exiled.id}:{exiled.incarnation}"])
            state = state.with_object(replace(source, chosen=tuple(chosen.items())))
        events.append(
            event(
                "zone",
                f"{describe(state, obj)} is exiled until {describe(state, ctx.source)} leaves "
                "the battlefield.",
                "701.13a",
                "610.3",
                objects=[obj.id],
            )
        )
        events += more
    return state, events


@handles(ReturnExiled)
def _return_exiled(state: GameState, instr: ReturnExiled, ctx: Context) -> Result:
    source = state.current(ctx.source.ref) or state.lki.get(ctx.source.ref) or ctx.source
    events: list[Event] = []
    for obj in exiled_with(state, source):
        if instr.to == "battlefield":
            state, more = move(state, obj.id, Zone.BATTLEFIELD, controller=obj.owner)
            text = f"{describe(state, obj)} returns to the battlefield under its owner's control."
            rules: tuple[str, ...] = ("607.2a", "110.2")
        else:
            state, more = move(state, obj.id, Zone.HAND)
            text = f"{describe(state, obj)} returns to its owner's hand."
            rules = ("607.2a",)
        events += [event("zone", text, *rules, objects=[obj.id]), *more]
    if not events:
        events.append(
            event(
                "no_effect",
                f"No card exiled with {describe(state, source)} is in exile to return.",
                "607.2a",
                "609.3",
            )
        )
    return state, events
