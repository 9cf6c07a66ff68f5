"""A player losing the game by an effect (104.3e): they leave the game at once (800.4a,
`engine.operations.leave_game`); the last player left wins it (104.2a).
"You can't lose the game" keeps them in (614.17)."""

from __future__ import annotations

from engine.core.events import describe, event
from engine.core.replace import replace
from engine.core.state import GameState
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.lose_game.model import LoseGame
from engine.modifiers.life_totals import cant_lose
from engine.operations.leave_game import players_leave


@handles(LoseGame)
def lose_game(state: GameState, instr: LoseGame, ctx: Context) -> Result:
    """ "You lose the game." """
    del instr
    you = ctx.controller
    if state.game_over or state.player(you).lost:
        return state, []
    if (perm := cant_lose(state, you)) is not None:
        return state, [
            event(
                "cant",
                f"{describe(state, perm)}: player {you} can't lose the game, so "
                f"{describe(state, ctx.source)} doesn't make them lose it.",
                "104.3e",
                "614.17",
                objects=[perm.id, you],
            )
        ]
    state = state.with_player(replace(state.player(you), lost=True))
    events = [
        event(
            "lose",
            f"Player {you} loses the game ({describe(state, ctx.source)}).",
            "104.3e",
            objects=[you],
        )
    ]
    state, ended = players_leave(state, [you])
    return state, events + ended
