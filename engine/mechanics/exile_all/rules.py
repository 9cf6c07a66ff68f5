"""Exiling every matching permanent as the instruction resolves (701.13a).

The permanents are those matching as it resolves, seen from its controller ("you control",
"other"), with an X in the filter already the one announced (107.3a); each becomes a new
object in exile (400.7), a token there ceasing to exist when state-based actions are next
checked (704.5d). "… target player controls" is that player's point of view (109.5): their
creatures, none once the target is illegal (608.2b).
"""

from __future__ import annotations

from engine.core.events import describe, event
from engine.core.replace import replace
from engine.core.state import Event, GameState, Zone
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.exile_all.model import ExileAll
from engine.operations.zones import move


@handles(ExileAll)
def _exile_all(state: GameState, instr: ExileAll, ctx: Context) -> Result:
    # "… target player controls": that player's point of view (109.5).
    found = ctx.each(state, instr.filter, instr.filter_player)
    if state.resolving is not None:
        # Each permanent it exiles counts, even one a replacement sent elsewhere (Settle the
        # Wreckage's ruling): "that many" is what the instruction did (608.2c).
        many = sum(1 for o in found if state.current(o.ref) is not None)
        state = replace(state, resolving=replace(state.resolving, that_many=many))
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
