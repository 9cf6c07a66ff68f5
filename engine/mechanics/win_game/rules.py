"""Performing "you win the game" (104.2b)."""

from __future__ import annotations

from engine.core.events import describe, event
from engine.core.game_end import win
from engine.core.state import GameState
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.win_game.model import WinTheGame
from engine.modifiers.life_totals import cant_lose


@handles(WinTheGame)
def win_game(state: GameState, instr: WinTheGame, ctx: Context) -> Result:
    """The controller wins (104.2b: the game is over, every other player has lost) — if the
    library holds no more cards than the amount, counted now (608.2h); not while an opponent
    can't lose the game (Platinum Angel: then the player can't win, 104.2b, 614.17)."""
    you = ctx.controller
    if instr.amount is not None:
        size, n = state.library_size(you), ctx.amount(instr.amount)
        if n < size:
            text = (
                f"{describe(state, ctx.source)}: X is {n}, less than the {size} card(s) in player "
                f"{you}'s library, so they don't win the game."
            )
            return state, [event("no_effect", text, "608.2c", objects=[you])]
    for other in state.in_game():
        if other != you and (angel := cant_lose(state, other)) is not None:
            text = f"{describe(state, angel)}: player {you} can't win the game."
            return state, [event("cant", text, "104.2b", "614.17", objects=[angel.id])]
    return win(state, you)
