"""Removing all counters from a permanent (CR 122.1) in play: every kind at once, said with what
was removed; a planeswalker left with none has loyalty 0, which the state-based actions see
(704.5i)."""

from __future__ import annotations

from engine.core.events import describe, event
from engine.core.state import Event, GameState
from engine.instructions.perform import Context, handles
from engine.mechanics.remove_counters.model import RemoveAllCounters

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
        state = state.with_object(obj.with_counters({}))
        listed = ", ".join(f"{n} {kind}" for kind, n in had)
        events.append(
            event(
                "counters",
                f"All counters are removed from {name} ({listed}).",
                "122.1",
                objects=[obj.id],
            )
        )
    return state, events
