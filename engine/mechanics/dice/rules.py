"""Rolling a die and following its results table as the instruction resolves (706.1a-706.3a).

The natural result (706.2) is the next one the scenario supplies (`GameState.rolls`, used up in
order), or else one possible outcome the state fixes (the player, the turn, the step count,
the die's source: `fixed_random`, as shuffles and random discards are), so a run replays
exactly; the event says which. No modifier applies, so the natural result is the result
(706.2). Then the row of the table whose range holds it happens — "If the result was in this
range, [effect]" (706.3a) — as part of the same ability (706.3b): its instructions are followed
with the spell's or ability's own targets (608.2c).
"""

from __future__ import annotations

from engine.core.errors import IllegalActionError
from engine.core.events import describe, event
from engine.core.occurrences import DiceRolled
from engine.core.replace import replace
from engine.core.state import Event, GameState, Info, ObjectId, PlayerId
from engine.instructions.perform import Context, Result, handles, perform
from engine.mechanics.dice.model import DICE_ROLLED, DieResult, RollDie
from engine.modifiers.trigger_matchers import matcher
from engine.modifiers.triggers import fire
from engine.modifiers.watched import Watching
from engine.operations.shuffling import fixed_random


def roll(
    state: GameState, player: PlayerId, sides: int, source: ObjectId
) -> tuple[GameState, int, str]:
    """The natural result of `player` rolling a die of `sides` sides (706.1a, 706.2), the state
    with a supplied result used up, and how the result was come by."""
    if state.rolls:
        natural, rest = state.rolls[0], state.rolls[1:]
        if natural > sides:
            raise IllegalActionError(
                f"the scenario's roll {natural} can't come up on a {sides}-sided die, whose "
                f"results are 1 to {sides}",
                ("706.1a",),
            )
        return replace(state, rolls=rest), natural, "the result the scenario supplies"
    natural = fixed_random(state, player, [source]).randint(1, sides)
    how = (
        "the engine can't be random and replay exactly, so it uses one possible result; a "
        "scenario's rolls can supply another"
    )
    return state, natural, how


def _range(row: DieResult) -> str:
    if row.high is None:
        return f"{row.low}+"
    return str(row.low) if row.high == row.low else f"{row.low}—{row.high}"


@handles(RollDie)
def _roll_die(state: GameState, instr: RollDie, ctx: Context) -> Result:
    you, source = ctx.controller, describe(state, ctx.source)
    state, natural, how = roll(state, you, instr.sides, ctx.source.id)
    events: list[Event] = [
        event(
            "roll",
            f"Player {you} rolls a {instr.sides}-sided die for {source}: {natural} ({how}).",
            "706.1a",
            "706.2",
            objects=[you],
        )
    ]
    # "Whenever you roll one or more dice" triggers now; it goes on the stack the next time a
    # player would receive priority, after this ability has resolved (603.3).
    state, fired = fire(state, DiceRolled(you, (natural,)))
    events += fired
    row = next((r for r in instr.effects if r.has(natural)), None)
    if row is None:
        text = f"No row of {source}'s results table holds {natural}, so nothing more happens."
        return state, [*events, event("no_effect", text, "706.3a")]
    text = f"The result {natural} is in the range {_range(row)} of {source}'s results table."
    events.append(event("die_result", text, "706.3a", objects=[ctx.source.id]))
    for effect in row.effects:
        state, more = perform(state, effect, ctx)
        events += more
    return state, events


@matcher(DICE_ROLLED, DiceRolled)
def _dice_rolled(w: Watching, occ: DiceRolled) -> list[Info]:
    """ "Whenever you roll one or more dice": its controller rolled, once for the roll (706.1)."""
    return [()] if occ.player == w.you else []
