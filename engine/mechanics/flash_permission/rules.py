"""A permission to cast spells as though they had flash, begun as its instruction resolves: a
continuous effect on the resolving object's controller (611.2a, 613.10), its timestamp its
beginning (613.7), which ends as their next turn begins ("until your next turn",
`engine.rules.turn`) or in the cleanup step (514.2)."""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.events import event
from engine.core.state import GameState
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.flash_permission.model import MayCastAsThoughFlash


@handles(MayCastAsThoughFlash)
def may_cast_as_though_flash(state: GameState, instr: MayCastAsThoughFlash, ctx: Context) -> Result:
    """ "Until your next turn, you may cast sorcery spells as though they had flash." """
    state = state.begin_effect(
        ctx.source,
        duration=instr.duration,
        modifications=(v.CastAsThoughFlash(types=instr.types),),
        controller=ctx.controller,
        players=(ctx.controller,),
    )
    what = " or ".join(t.lower() for t in instr.types) or "any"
    until = "until their next turn" if instr.duration == "your_next_turn" else "this turn"
    return state, [
        event(
            "effect",
            f"Player {ctx.controller} may cast {what} spells as though they had flash {until}.",
            "702.8a",
            "611.2a",
            objects=[ctx.controller],
        )
    ]
