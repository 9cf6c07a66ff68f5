"""Kicker (CR 702.33): "If this spell was kicked, …" instructions of a kicked spell.

Paying the kicker cost is part of casting (`engine.rules.casting`, 702.33a); the spell then has the
choice "kicked" (702.33d), and so does the permanent a kicked permanent spell becomes. The
instructions linked to the kicker ability (702.33e) are done only for a kicked spell.
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.events import describe, event
from engine.core.state import GameState
from engine.instructions.perform import Context, Result, handles, perform


@handles(v.IfKicked)
def _if_kicked(state: GameState, instr: v.IfKicked, ctx: Context) -> Result:
    """Do the instructions only if the spell (or the permanent it became) was kicked; with
    "instead", what the text said before only if it wasn't (608.2c)."""
    name = describe(state, ctx.source)
    kicked = bool(dict(ctx.source.chosen).get("kicked"))
    if kicked:
        said = f"{name} was kicked, so it also does what it does if kicked."
        if instr.otherwise:
            said = (
                f"{name} was kicked, so it does what it does if kicked, instead of what the "
                "sentence before says."
            )
    else:
        said = f"{name} wasn't kicked, so what it does if kicked doesn't happen."
        if instr.otherwise:
            said = f"{name} wasn't kicked, so it does what the sentence before says."
    events = [event("kicker", said, "702.33d", "702.33e", objects=[ctx.source.id])]
    for effect in instr.effects if kicked else instr.otherwise:
        state, more = perform(state, effect, ctx)
        events += more
    return state, events
