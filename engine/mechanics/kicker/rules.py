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
    """Do the instructions only if the spell (or the permanent it became) was kicked."""
    name = describe(state, ctx.source)
    if not dict(ctx.source.chosen).get("kicked"):
        return state, [
            event(
                "kicker",
                f"{name} wasn't kicked, so what it does if kicked doesn't happen.",
                "702.33d",
                "702.33e",
                objects=[ctx.source.id],
            )
        ]
    events = [
        event(
            "kicker",
            f"{name} was kicked, so it also does what it does if kicked.",
            "702.33d",
            "702.33e",
            objects=[ctx.source.id],
        )
    ]
    for effect in instr.effects:
        state, more = perform(state, effect, ctx)
        events += more
    return state, events
