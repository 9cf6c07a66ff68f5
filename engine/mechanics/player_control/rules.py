"""Playing "You control target player during that player's next turn." (723): the effect is kept
on the state until the turn it applies to begins — the next turn that player actually takes
(723.1; a skipped turn isn't taken, 723.1b) — and a later one for the same player overwrites an
earlier one (723.1a). As that turn begins, `take` settles who controls its active player for the
whole turn (`Turn.controlled_by`); the next turn's beginning ends it (723.1)."""

from __future__ import annotations

from engine.core.events import describe, event
from engine.core.replace import replace
from engine.core.state import Event, GameState, PlayerId, PlayerTarget
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.player_control.model import ControlNextTurn


@handles(ControlNextTurn)
def control_next_turn(state: GameState, instr: ControlNextTurn, ctx: Context) -> Result:
    """The effect waits for that player's next turn (723.1); an earlier one for them is
    overwritten (723.1a)."""
    chosen = ctx.targets[instr.player] if instr.player < len(ctx.targets) else ()
    players = [t.player for t in chosen if isinstance(t, PlayerTarget)]
    if not players:
        return state, []
    player = players[0]
    waiting = tuple(w for w in state.player_control if w[0] != player)
    overwritten = len(waiting) < len(state.player_control)
    state = replace(state, player_control=(*waiting, (player, ctx.controller)))
    whom = "themselves" if player == ctx.controller else f"player {player}"
    text = (
        f"{describe(state, ctx.source)}: player {ctx.controller} will control {whom} during "
        f"player {player}'s next turn."
    )
    rules = ("723.1", "723.1a") if overwritten else ("723.1",)
    return state, [event("player_control", text, *rules, objects=[player, ctx.controller])]


def take(state: GameState, active: PlayerId) -> tuple[GameState, PlayerId | None, list[Event]]:
    """As `active`'s turn begins: the player who controls them during it, if an effect says so
    (the state without that effect, 723.1), and the event saying it."""
    found = next((c for p, c in state.player_control if p == active), None)
    if found is None:
        return state, None, []
    state = replace(state, player_control=tuple(w for w in state.player_control if w[0] != active))
    if found == active:
        text = f"Player {active} controls themselves during this turn: nothing changes."
        return state, None, [event("player_control", text, "723.9", objects=[active])]
    text = (
        f"Player {found} controls player {active} during this turn: player {found} makes all "
        f"the choices and decisions player {active} makes, with player {active}'s resources; "
        f"player {active}'s permanents, spells and abilities stay theirs, and player {active} "
        "is still the active player."
    )
    said = event("player_control", text, "723.1", "723.5", "723.3", objects=[active, found])
    return state, found, [said]
