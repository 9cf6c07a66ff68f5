"""The requirement begins as its instruction resolves: a continuous effect on the target creature
(613.11) until end of turn, naming the permanent whose ability it is as that object (400.7: once
that one has left the battlefield, or if it already has, nothing is required). The declaration of
blockers obeys as many requirements as it can (509.1c); a target that can't block this creature —
tapped, a restriction — doesn't have to (509.1b-c), as Giant Ambush Beetle's rulings say.

`must_block` is the one way a creature is made to block a permanent: provoke's instruction
(702.39a) begins its requirement here too, so this package is a shared mechanic."""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.events import describe, event
from engine.core.state import Event, GameObject, GameState, Zone
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.block_this.model import RULE, BlockThisIfAble


def must_block(state: GameState, ctx: Context, blocker: GameObject, this: GameObject) -> GameState:
    """`blocker` blocks `this` this turn if able: a requirement (509.1c), a rule-modifying effect
    on it (613.11) until end of turn, naming `this` as that object (400.7). The engine plays one
    combat a turn, so provoke's "this combat" lasts as long."""
    requirement = v.BlockIfAble(object=this.id, incarnation=this.incarnation)
    return state.begin_effect(
        ctx.source,
        duration="end_of_turn",
        modifications=(requirement,),
        affected=(blocker.ref,),
        controller=ctx.controller,
        source_ref=this.ref,
    )


@handles(BlockThisIfAble)
def _block_this(state: GameState, instr: BlockThisIfAble, ctx: Context) -> Result:
    """ "Target creature blocks this creature this turn if able." """
    this = state.current(ctx.source.ref)
    events: list[Event] = []
    if this is None or this.zone is not Zone.BATTLEFIELD:
        return state, events
    for obj in ctx.objects(state, instr.target):
        state = must_block(state, ctx, obj, this)
        text = f"{describe(state, obj)} blocks {describe(state, this)} this turn if able."
        events.append(event("effect", text, RULE, "613.11", objects=[obj.id, this.id]))
    return state, events
