"""Provoke (CR 702.39) in play: a triggered ability of an attacking creature, built from the
keyword and found by the one trigger scanner, and its instruction.

"Provoke" means "Whenever this creature attacks, you may choose to have target creature
defending player controls block this creature this combat if able. If you do, untap that
creature." (702.39a) The target is chosen as the ability is put on the stack, among the
creatures of the player it attacks (506.2, 603.3d); whether to provoke is asked as it resolves
(608.2d). The requirement is a rule-modifying effect on the target (613.11) naming the
provoking creature as that object (400.7): once it has left the battlefield it asks nothing —
the one way a creature is made to block a permanent (`block_this`, a shared mechanic).
The engine plays one combat a turn, so "this combat" lasts until end of turn. The declaration
of blockers obeys as many requirements as it can (509.1c); a creature that can't block the
provoking creature — a restriction, or tapped again — doesn't have to (509.1b-c).
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.events import describe, event
from engine.core.state import Event, GameState, Zone
from engine.instructions.perform import Context, Result, handles, perform
from engine.mechanics.block_this.rules import must_block
from engine.mechanics.provoke.model import MEANING, PROVOKE, RULE, Provoke
from engine.modifiers.triggers import stands_for

_TARGET = "target creature defending player controls"

#: The triggered ability "Provoke" stands for (702.39a).
provoke_ability = stands_for(
    PROVOKE,
    RULE,
    v.Triggered(
        trigger=v.Trigger(event="attacks"),
        targets=(v.TargetSpec(kind="creature", controlled_by_event="defending", text=_TARGET),),
        effects=(v.May(effects=(Provoke(target=0),), text=f"have {_TARGET} block this creature"),),
        text=f"{PROVOKE} ({MEANING})",
    ),
)


@handles(Provoke)
def _provoke(state: GameState, instr: Provoke, ctx: Context) -> Result:
    this = state.current(ctx.source.ref)
    events: list[Event] = []
    for obj in ctx.objects(state, instr.target):
        if this is not None and this.zone is Zone.BATTLEFIELD:
            state = must_block(state, ctx, obj, this)
            text = f"{describe(state, obj)} blocks {describe(state, this)} this combat if able."
            events.append(event("effect", text, RULE, "509.1c", objects=[obj.id, this.id]))
        state, more = perform(state, v.Untap(target=instr.target), ctx)
        events += more
    return state, events
