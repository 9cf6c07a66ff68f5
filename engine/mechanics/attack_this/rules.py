"""The requirement begins as its instruction resolves: a continuous effect on the target player
(613.11) lasting until its controller's next turn begins (611.2a), so it is in force for the whole
of that player's next turn, which always comes first; the declaration of attackers asks it only
while that player is the active player (508.1d, `engine.rules.combat_rules.attack_if_able`)."""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.events import describe, event
from engine.core.state import GameState, PlayerTarget
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.attack_this.model import AttackThisIfAble


@handles(AttackThisIfAble)
def attack_this_if_able(state: GameState, instr: AttackThisIfAble, ctx: Context) -> Result:
    """ "… creatures that player controls attack ~ if able." """
    chosen = ctx.targets[instr.player] if instr.player < len(ctx.targets) else ()
    players = [t.player for t in chosen if isinstance(t, PlayerTarget)]
    this = state.current(ctx.source.ref)
    if not players or this is None:
        return state, []
    requirement = v.AttackIfAble(object=this.id, incarnation=this.incarnation)
    state = state.begin_effect(
        ctx.source,
        duration="your_next_turn",
        modifications=(requirement,),
        controller=ctx.controller,
        players=(players[0],),
    )
    text = (
        f"During player {players[0]}'s next turn, creatures they control attack "
        f"{describe(state, this)} if able."
    )
    return state, [event("effect", text, "508.1d", "611.2a", objects=[this.id, players[0]])]
