"""A permission to play more lands this turn, begun as its instruction resolves: a continuous
effect on the resolving object's controller (611.2a, 613.10) that ends in the cleanup step
(514.2); the lands played before it count against it too (305.2a)."""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.events import event
from engine.core.state import GameState
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.land_plays.model import MayPlayAdditionalLands


@handles(MayPlayAdditionalLands)
def may_play_additional_lands(
    state: GameState, instr: MayPlayAdditionalLands, ctx: Context
) -> Result:
    """ "You may play an additional land this turn." """
    state = state.begin_effect(
        ctx.source,
        duration="end_of_turn",
        modifications=(v.AdditionalLandPlays(count=instr.count),),
        controller=ctx.controller,
        players=(ctx.controller,),
    )
    more = "an additional land" if instr.count == 1 else f"{instr.count} additional lands"
    return state, [
        event(
            "effect",
            f"Player {ctx.controller} may play {more} this turn.",
            "305.2a",
            "611.2a",
            objects=[ctx.controller],
        )
    ]
