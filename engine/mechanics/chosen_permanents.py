"""A player choosing permanents of their own as an instruction resolves, then sacrificing them
(CR 701.21a: "each opponent sacrifices a creature of their choice", annihilator) or returning them
to their owner's hand ("return a land you control to its owner's hand", a bounce land).

Only the player is chosen as the ability is put on the stack (a target player, or none for "each
opponent", 115.10a); which permanents is decided as it resolves by that player (608.2c), each
answering `{"object": id}` once per permanent. Nothing is targeted, so the source itself may be
chosen (Whitemane Lion returning itself). Players who choose at once decide in APNAP order, each
knowing the choices made before theirs, and then all the chosen permanents are acted on (101.4).
With no more such permanents than they must choose, there is nothing to choose: all of them
(609.3).
"""

from __future__ import annotations

from collections.abc import Callable

from engine.cards import vocabulary as v
from engine.core.choices import NeedChoice, ask
from engine.core.events import describe, event
from engine.core.state import ChoiceKind, Event, GameObject, GameState, PlayerId
from engine.derived.characteristics import controller_of
from engine.derived.targets import matches
from engine.instructions.perform import Context, Result, handles
from engine.operations.basic import return_to_hand, sacrifice

#: What is done with the chosen permanents: the verb of the question, the rules it cites, and
#: the operation (the one sacrifice path, the one return-to-hand path).
_Act = Callable[[GameState, GameObject], Result]


def noun(flt: v.Filter) -> str:
    """ "creature", "artifact or enchantment", "Island", "permanent" for the question."""
    if flt.subtypes:
        return " or ".join(flt.subtypes)
    kinds = flt.types or flt.any_types
    return " or ".join(t.lower() for t in kinds) if kinds else "permanent"


def choose_own(
    state: GameState,
    player: PlayerId,
    n: int,
    flt: v.Filter,
    ctx: Context,
    verb: str,
    rules: tuple[str, ...],
) -> list[GameObject]:
    """The `n` permanents `player` chooses among those they control matching `flt`; all of them
    when they have `n` or fewer (609.3)."""
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
                f"Player {player}: {source} makes you {verb} {n} {noun(flt)}"
                f"{'s' if n != 1 else ''}; choose "
                + ("one." if n == 1 else f"the {_ordinal(k + 1)}."),
                rules,
                options,
            )
        )
        chosen += [o for o in mine if o.id == pick]
    return chosen


def _ordinal(k: int) -> str:
    return {1: "first", 2: "second", 3: "third"}.get(k, f"{k}th")


def _each_player_chooses(
    state: GameState,
    instr: v.PlayerSacrifices | v.PlayerReturns,
    ctx: Context,
    verb: str,
    rules: tuple[str, ...],
    act: _Act,
) -> Result:
    """Each affected player chooses, in APNAP order, then every chosen permanent is acted on
    (101.4)."""
    n = ctx.amount(instr.amount)
    events: list[Event] = []
    chosen: list[GameObject] = []
    for player in ctx.players(state, instr.player, instr.target):
        theirs = choose_own(state, player, n, instr.filter, ctx, verb, rules)
        if not theirs:
            events.append(
                event(
                    "no_effect",
                    f"Player {player} controls no {noun(instr.filter)} to {verb}.",
                    *rules,
                    "609.3",
                    objects=[player],
                )
            )
        chosen += theirs
    for obj in chosen:
        current = state.current(obj.ref)
        if current is not None:
            state, more = act(state, current)
            events += more
    return state, events


@handles(v.PlayerSacrifices)
def player_sacrifices(state: GameState, instr: v.PlayerSacrifices, ctx: Context) -> Result:
    """ "Each opponent sacrifices a creature of their choice" (701.21a)."""
    return _each_player_chooses(
        state, instr, ctx, "sacrifice", ("701.21a", "101.4"), lambda s, o: sacrifice(s, o)
    )


@handles(v.PlayerReturns)
def player_returns(state: GameState, instr: v.PlayerReturns, ctx: Context) -> Result:
    """ "Return a land you control to its owner's hand": a new object in its owner's hand
    (400.7), chosen as it resolves (608.2c)."""
    return _each_player_chooses(state, instr, ctx, "return", ("608.2c", "101.4"), return_to_hand)
