"""Removing all counters from a permanent (CR 122.1) in play: every kind at once, said with what
was removed; a planeswalker left with none has loyalty 0, which the state-based actions see
(704.5i)."""

from __future__ import annotations

from engine.cards.wording import counter_words
from engine.core.events import describe, event
from engine.core.state import Event, GameState
from engine.instructions.perform import Context, handles
from engine.mechanics.remove_counters.model import RemoveAllCounters, RemoveCounters
from engine.operations.basic import take_counters

Result = tuple[GameState, list[Event]]


@handles(RemoveAllCounters)
def remove_all_counters(state: GameState, instr: RemoveAllCounters, ctx: Context) -> Result:
    """Remove every counter from each object the instruction names (122.1)."""
    events: list[Event] = []
    for obj in ctx.objects(state, instr.target):
        name = describe(state, obj)
        had = [(kind, n) for kind, n in obj.counters if n > 0]
        if not had:
            events.append(
                event("counters", f"{name} has no counters to remove.", "122.1", objects=[obj.id])
            )
            continue
        fired: list[Event] = []
        for kind, n in had:
            state, more = take_counters(state, state.objects[obj.id], kind, n)
            fired += more
        listed = ", ".join(f"{n} {kind}" for kind, n in had)
        events.append(
            event(
                "counters",
                f"All counters are removed from {name} ({listed}).",
                "122.1",
                objects=[obj.id],
            )
        )
        events += fired
    return state, events


@handles(RemoveCounters)
def remove_counters(state: GameState, instr: RemoveCounters, ctx: Context) -> Result:
    """Remove that many counters of that kind from each object the instruction names, or as
    many as it has (122.1): a state trigger may see it has none left (603.8)."""
    events: list[Event] = []
    n = ctx.amount(instr.amount)
    for obj in ctx.objects(state, instr.target):
        have = obj.counter(instr.counter)
        gone = min(n, have)
        name = describe(state, obj)
        fired: list[Event] = []
        if gone <= 0:
            text = f"{name} has no {instr.counter} counters to remove."
        else:
            state, fired = take_counters(state, obj, instr.counter, gone)
            text = (
                f"{counter_words(gone, instr.counter)} removed from {name} "
                f"({have} → {have - gone})."
            )
        events.append(event("counters", text, "122.1", objects=[obj.id]))
        events += fired
    return state, events
