"""Counters a resolving spell or ability puts on players (CR 122.1): energy, which "you get {E}"
gives (107.14), and poison (122.1f; ten or more lose the game, 704.5c).

Energy is spent by paying {E}: an ability's cost ("Pay {E}{E}: …") or "You may pay {E}. If you
do, …" as it resolves (`engine.operations.basic.pay_energy`).
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.state import Event, GameState
from engine.instructions.perform import Context, Result, handles
from engine.operations.counters import give_player_counters


@handles(v.PlayerCounters)
def player_counters(state: GameState, instr: v.PlayerCounters, ctx: Context) -> Result:
    """Each affected player gets the counters (122.1)."""
    n = ctx.amount(instr.amount)
    events: list[Event] = []
    for player in ctx.players(state, instr.player, instr.target):
        state, more = give_player_counters(state, player, instr.counter, n)
        events += more
    return state, events
