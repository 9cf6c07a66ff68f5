"""Tapping or untapping every matching permanent as the instruction resolves (701.26a-b).

The permanents are those matching as it resolves, seen from its controller ("you control",
"your opponents control"). One already tapped isn't tapped again, one untapped isn't untapped
(701.26a-b). Untapping a permanent with a stun counter removes a stun counter instead (122.1d).
"""

from __future__ import annotations

from engine.core.events import describe, event
from engine.core.state import Event, GameState
from engine.derived.targets import matches
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.tap_all.model import TapAll
from engine.modifiers.tapping import tap, untap


@handles(TapAll)
def _tap_all(state: GameState, instr: TapAll, ctx: Context) -> Result:
    found = [
        o
        for o in state.battlefield()
        if o.tapped == instr.untap
        and matches(state, o, instr.filter, ctx.controller, ctx.source.id) is None
    ]
    events: list[Event] = []
    for obj in found:
        name = describe(state, obj)
        if not instr.untap:
            state, fired = tap(state, obj)
            events += [event("tap", f"{name} is tapped.", "701.26a", objects=[obj.id]), *fired]
        elif stun := obj.counter("stun"):
            state = state.with_object(obj.with_counters({**dict(obj.counters), "stun": stun - 1}))
            text = f"{name} has a stun counter: instead of untapping, one stun counter is removed."
            events.append(event("stun", text, "122.1d", objects=[obj.id]))
        else:
            state, fired = untap(state, obj)
            events += [event("untap", f"{name} is untapped.", "701.26b", objects=[obj.id]), *fired]
    if not found:
        what = "untap" if instr.untap else "tap"
        events.append(event("no_effect", f"There is nothing to {what}.", "609.3"))
    return state, events
