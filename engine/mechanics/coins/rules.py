"""Flipping a coin as the instruction resolves (705.1, 705.2).

Whether the player who flips wins (705.2: their call matched the coin) is the scenario's next
`flips` entry (`GameState.flips`, used up in order), or else one possible outcome the state
fixes (`fixed_random`, as shuffles and die rolls are), so a run replays exactly; the event says
which. Then what the card says for that outcome happens (608.2c).
"""

from __future__ import annotations

from engine.core.events import describe, event
from engine.core.replace import replace
from engine.core.state import Event, GameState, ObjectId, PlayerId
from engine.instructions.perform import Context, Result, handles, perform
from engine.mechanics.coins.model import FlipCoin
from engine.operations.shuffling import fixed_random


def flip(state: GameState, player: PlayerId, source: ObjectId) -> tuple[GameState, bool, str]:
    """Whether `player` wins a coin flip (705.2), the state with a supplied outcome used up, and
    how the outcome was come by."""
    if state.flips:
        said = "the outcome the scenario supplies"
        return replace(state, flips=state.flips[1:]), state.flips[0], said
    # A fair call against a fair coin: either outcome as likely as the other (705.1).
    won = fixed_random(state, player, [source]).choice((True, False))
    how = (
        "the engine can't be random and replay exactly, so it uses one possible outcome; a "
        "scenario's flips can supply another"
    )
    return state, won, how


@handles(FlipCoin)
def _flip_coin(state: GameState, instr: FlipCoin, ctx: Context) -> Result:
    you, source = ctx.controller, describe(state, ctx.source)
    state, won, how = flip(state, you, ctx.source.id)
    outcome = "wins" if won else "loses"
    events: list[Event] = [
        event(
            "coin_flip",
            f"Player {you} flips a coin for {source} and {outcome} the flip: only the player who "
            f"flips calls it and wins or loses ({how}).",
            "705.1",
            "705.2",
            objects=[you],
        )
    ]
    for effect in instr.then if won else instr.otherwise:
        state, more = perform(state, effect, ctx)
        events += more
    return state, events
