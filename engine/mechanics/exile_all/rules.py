"""Exiling every matching permanent as the instruction resolves (701.13a).

The permanents are those matching as it resolves, seen from its controller ("you control",
"other"), with an X in the filter already the one announced (107.3a); each becomes a new
object in exile (400.7), a token there ceasing to exist when state-based actions are next
checked (704.5d).
"""

from __future__ import annotations

from engine.core.events import describe, event
from engine.core.state import Event, GameState, Zone
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.exile_all.model import ExileAll
from engine.operations.zones import move


@handles(ExileAll)
def _exile_all(state: GameState, instr: ExileAll, ctx: Context) -> Result:
    found = ctx.each(state, instr.filter)
    events: list[Event] = []
    for obj in found:
        current = state.current(obj.ref)
        if current is None:
            continue
        name = describe(state, current)
        state, more = move(state, current.id, Zone.EXILE)
        events.append(event("zone", f"{name} is exiled.", "701.13a", objects=[current.id]))
        events += more
    if not found:
        events.append(event("no_effect", "There is nothing to exile.", "609.3"))
    return state, events
