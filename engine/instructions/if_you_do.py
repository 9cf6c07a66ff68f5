""" "If you do" and "if you don't" (608.2c): an instruction whose following asks whether the one
before it was performed — "You may sacrifice this creature. If you do, destroy target
creature." — and what is done if it was, or wasn't.

"You do" means the instruction was followed, all of it: the controller chose to, when it was
optional (608.2d; an impossible option can't be chosen, so a sacrifice with nothing to
sacrifice isn't done), and every part it names happened — the permanent was sacrificed (it
hadn't left the battlefield already: Promise of Bunrei's ruling), the cards were discarded or
drawn (a draw from an empty library draws nothing, 121.4), the permanent was tapped or
untapped (a stun counter replacing the untap, 122.1d, means it wasn't). What happened is read
from the events the instruction's own handler records as it is performed — the game's one
record of what an instruction did — so each kind says here only which of its events count.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from engine.cards import vocabulary as v
from engine.core.events import describe, event
from engine.core.state import Event, GameState, Zone
from engine.derived.characteristics import controller_of
from engine.derived.targets import matches
from engine.instructions.perform import Context, Result, handles, perform

#: For each instruction "if you do" may ask about: how many parts of it there are to do before
#: it is performed, how many of them can be done (an optional one is offered only if all can,
#: 608.2d), and whether an event it recorded is one of them done.
Count = Callable[[GameState, Any, Context], int]
Counts = Callable[[Event], bool]


def _objects(state: GameState, instr: Any, ctx: Context) -> int:
    return len(ctx.objects(state, instr.target))


def _amount(state: GameState, instr: Any, ctx: Context) -> int:
    del state
    return ctx.amount(instr.amount)


def _in_hand(state: GameState, instr: Any, ctx: Context) -> int:
    del instr
    return sum(
        1 for o in state.objects.values() if o.zone is Zone.HAND and o.owner == ctx.controller
    )


def _drawable(state: GameState, instr: Any, ctx: Context) -> int:
    """Drawing from an empty library may be chosen (608.2d, 121.3); it draws nothing (121.4)."""
    del state, ctx
    return int(instr.amount) if isinstance(instr.amount, int) else 0


def _sacrificable(state: GameState, instr: Any, ctx: Context) -> int:
    return sum(
        1
        for o in state.battlefield()
        if controller_of(state, o) == ctx.controller
        and matches(state, o, instr.filter, ctx.controller, ctx.source.id) is None
    )


def _changeable(state: GameState, instr: Any, ctx: Context) -> int:
    """Only an untapped permanent can be tapped, only a tapped one untapped (701.26a-b)."""
    tapping = isinstance(instr, v.Tap)
    return sum(1 for o in ctx.objects(state, instr.target) if o.tapped != tapping)


PERFORMED: dict[type, tuple[Count, Count, Counts]] = {
    v.Sacrifice: (_objects, _objects, lambda e: e.kind == "sacrifice"),
    v.PlayerSacrifices: (_amount, _sacrificable, lambda e: e.kind == "sacrifice"),
    v.Discard: (_amount, _in_hand, lambda e: e.kind == "discard" and len(e.objects) > 1),
    v.Draw: (_amount, _drawable, lambda e: e.kind == "draw" and "121.1" in e.rules),
    v.Exile: (_objects, _objects, lambda e: e.kind == "zone" and "701.13a" in e.rules),
    v.Tap: (_objects, _changeable, lambda e: e.kind == "tap"),
    v.Untap: (_objects, _changeable, lambda e: e.kind == "untap"),
}


def performed_by(kind: type, *, need: int, counts: Counts) -> None:
    """Register a mechanic's instruction "if you do" may ask about (its model says so with
    `if_done`): `need` parts of it to do, which can't be known before it is performed (what a
    mill will move), and which of its handler's events is one of them done."""
    if kind in PERFORMED:
        raise TypeError(f"{kind.__name__} already says how it is performed")
    PERFORMED[kind] = (lambda s, i, c: need, lambda s, i, c: need, counts)


def _asked(instr: v.Effect) -> Any:
    """The instruction asked about: the one a "you may" holds, or itself."""
    return instr.effects[0] if isinstance(instr, v.May) else instr


def possible(state: GameState, instr: v.Effect, ctx: Context) -> bool:
    """Whether all of `instr` can be done now (608.2d: an impossible option can't be chosen)."""
    asked = _asked(instr)
    need, can, _ = PERFORMED[type(asked)]
    wanted = need(state, asked, ctx)
    return wanted > 0 and can(state, asked, ctx) >= wanted


def performed(state: GameState, instr: v.Effect, ctx: Context, events: Sequence[Event]) -> bool:
    """Whether `instr`, performed from `state` with these events, did all it says."""
    asked = _asked(instr)
    need, can, counts = PERFORMED[type(asked)]
    wanted = need(state, asked, ctx)
    if wanted <= 0 or can(state, asked, ctx) < wanted:
        return False
    return sum(1 for e in events if counts(e)) >= wanted


@handles(v.IfYouDo)
def _if_you_do(state: GameState, instr: v.IfYouDo, ctx: Context) -> Result:
    """Follow the instruction, then what its performance decides (608.2c). An optional one
    that can't be done in full isn't offered (608.2d): it isn't done."""
    (action,) = instr.effects
    before = state
    source = describe(state, ctx.source)
    events: list[Event] = []
    if isinstance(action, v.May) and not possible(state, action, ctx):
        what = action.text or "do it"
        events.append(
            event(
                "may",
                f"Player {ctx.controller} can't {what} ({source}), so doesn't.",
                "608.2d",
                objects=[ctx.controller, ctx.source.id],
            )
        )
        did = False
    else:
        state, events = perform(state, action, ctx)
        did = performed(before, action, ctx, events)
    follows = instr.then if did else instr.otherwise
    answer = "yes" if did else "no"
    then = "so it does what follows" if follows else "so nothing more happens"
    events.append(
        event(
            "if_you_do",
            f"{source} asks whether player {ctx.controller} did what it said: {answer}, {then}.",
            "608.2c",
            objects=[ctx.controller, ctx.source.id],
        )
    )
    for effect in follows:
        state, more = perform(state, effect, ctx)
        events += more
    return state, events
