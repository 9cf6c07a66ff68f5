"""The end of a game once players have left it (104.2a, 104.4a): with one player left, that
player wins; with none, the game is a draw. A state-based loss (704.5a–c) and a loss by an
effect (104.3e) both end it here, in one place."""

from __future__ import annotations

from engine.core.events import event
from engine.core.replace import replace
from engine.core.state import Event, GameState, PlayerId


def end_if_decided(state: GameState) -> tuple[GameState, list[Event]]:
    """The state with the game over and the event saying who won, when one player or none is
    left in the game; else the state unchanged and no event."""
    remaining = state.in_game()
    if state.game_over or len(remaining) > 1:
        return state, []
    winner = remaining[0] if remaining else None
    text = f"Player {winner} wins the game." if winner else "The game is a draw."
    said = event(
        "game_over", text, "104.2a" if winner else "104.4a", objects=[winner] if winner else []
    )
    return replace(state, game_over=True, winner=winner), [said]


def win(state: GameState, player: PlayerId) -> tuple[GameState, list[Event]]:
    """An effect stating that `player` wins the game (104.2b: Laboratory Maniac's draw,
    Thassa's Oracle): the game is over with that player its winner; nothing if it already
    is. Whether an opponent's "can't lose" stops it (614.17) is the caller's to ask first."""
    if state.game_over:
        return state, []
    said = event("game_over", f"Player {player} wins the game.", "104.2b", objects=[player])
    return replace(state, game_over=True, winner=player), [said]
