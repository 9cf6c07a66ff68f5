"""A player sacrificing permanents of their choice (CR 701.21a): "each opponent sacrifices a
creature of their choice", "defending player sacrifices two permanents", annihilator.

Only the player is chosen as the ability is put on the stack (a target player, or none for "each
opponent", 115.10a); which permanents is decided as it resolves by the player who sacrifices them
(701.21a), each answering `{"object": id}` once per permanent. Players who sacrifice at once
decide in APNAP order, each knowing the choices made before theirs, and then all the chosen
permanents are sacrificed (101.4). With no more such permanents than they must sacrifice, there is
nothing to choose: they sacrifice them all (609.3).
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.characteristics import controller_of
from engine.choices import NeedChoice, ask
from engine.events import describe, event
from engine.instructions import Context, Result, handles
from engine.operations import sacrifice
from engine.state import ChoiceKind, Event, GameObject, GameState, PlayerId
from engine.targets import matches


def _noun(flt: v.Filter) -> str:
    """ "creature", "artifact or enchantment", "permanent" for the question."""
    kinds = flt.types or flt.any_types
    return " or ".join(t.lower() for t in kinds) if kinds else "permanent"


def _choose(
    state: GameState, player: PlayerId, n: int, flt: v.Filter, ctx: Context
) -> list[GameObject]:
    """The `n` permanents `player` chooses to sacrifice among those they control matching
    `flt`; all of them when they have `n` or fewer (609.3)."""
    mine = [
        o
        for o in state.battlefield()
        if controller_of(state, o) == player
        and matches(state, o, flt, player, ctx.source.id) is None
    ]
    if len(mine) <= n:
        return mine
    chosen: list[GameObject] = []
    source = describe(state, ctx.source)
    for k in range(n):
        options = tuple(o.id for o in mine if o not in chosen)
        pick = ask(
            NeedChoice(
                ChoiceKind.OBJECT,
                player,
                f"Player {player}: {source} makes you sacrifice {n} {_noun(flt)}"
                f"{'s' if n != 1 else ''}; choose "
                + ("one." if n == 1 else f"the {_ordinal(k + 1)}."),
                ("701.21a", "101.4"),
                options,
            )
        )
        chosen += [o for o in mine if o.id == pick]
    return chosen


def _ordinal(k: int) -> str:
    return {1: "first", 2: "second", 3: "third"}.get(k, f"{k}th")


@handles(v.PlayerSacrifices)
def player_sacrifices(state: GameState, instr: v.PlayerSacrifices, ctx: Context) -> Result:
    """Each affected player chooses, in APNAP order, then every chosen permanent is sacrificed
    (101.4, 701.21a)."""
    n = ctx.amount(instr.amount)
    events: list[Event] = []
    chosen: list[GameObject] = []
    for player in ctx.players(state, instr.player, instr.target):
        theirs = _choose(state, player, n, instr.filter, ctx)
        if not theirs:
            events.append(
                event(
                    "no_effect",
                    f"Player {player} controls no {_noun(instr.filter)} to sacrifice.",
                    "701.21a",
                    "609.3",
                    objects=[player],
                )
            )
        chosen += theirs
    for obj in chosen:
        current = state.current(obj.ref)
        if current is not None:
            state, more = sacrifice(state, current)
            events += more
    return state, events
