"""An effect on its controller, begun as its instruction resolves: a continuous effect on that
player (611.2a, 613.10) with its timestamp (613.7), which ends as their next turn begins ("until
your next turn", `engine.rules.turn`) or in the cleanup step (514.2)."""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.events import event
from engine.core.state import GameState
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.effects_on_you.model import EffectOnYou


@handles(EffectOnYou)
def effect_on_you(state: GameState, instr: EffectOnYou, ctx: Context) -> Result:
    """ "Until your next turn, your life total can't change and you gain protection from
    everything." """
    modifications: list[v.Modification] = []
    if instr.keywords:
        modifications.append(v.AddKeywords(keywords=instr.keywords))
    if instr.life_cant_change:
        modifications.append(v.LifeTotalCantChange())
    state = state.begin_effect(
        ctx.source,
        duration=instr.duration,
        modifications=tuple(modifications),
        controller=ctx.controller,
        players=(ctx.controller,),
    )
    said = []
    rules = ["611.2a", "613.10"]
    if instr.life_cant_change:
        said.append("their life total can't change")
        rules += ["119.7", "119.8"]
    if instr.keywords:
        said.append("they have " + " and ".join(k.lower() for k in instr.keywords))
        if "Protection from everything" in instr.keywords:
            rules.append("702.16j")
    until = "until their next turn" if instr.duration == "your_next_turn" else "this turn"
    return state, [
        event(
            "effect",
            f"Player {ctx.controller}: {' and '.join(said)} {until}.",
            *rules,
            objects=[ctx.controller],
        )
    ]
