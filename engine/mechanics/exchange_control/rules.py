"""Exchanging control of two permanents (CR 701.12) in play: each player gains control of the
permanent the other controlled, at once and for the rest of the game — two continuous effects
of layer 2 with one timestamp (613.1b, 611.2), each giving its permanent to the other player.
All or nothing (701.12a): if either is gone or an illegal target now (608.2b), or both have the
same controller (701.12b), nothing happens.
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.events import describe, event
from engine.core.state import Event, GameObject, GameState, PlayerId
from engine.derived.characteristics import controller_of
from engine.instructions.perform import Context, handles, perform
from engine.mechanics.exchange_control.model import ExchangeControl

Result = tuple[GameState, list[Event]]


@handles(ExchangeControl)
def exchange_control(state: GameState, instr: ExchangeControl, ctx: Context) -> Result:
    """Exchange control of the two permanents, or do nothing (701.12a-b)."""
    first, second = ctx.objects(state, instr.first), ctx.objects(state, instr.second)
    if len(first) != 1 or len(second) != 1:
        return _sacrifice_instead(
            state,
            instr,
            ctx,
            event(
                "no_exchange",
                "One of the permanents to exchange is gone, not chosen or no longer a legal "
                "target, so no part of the exchange happens.",
                "701.12a",
                objects=list(dict.fromkeys([ctx.source.id, *(o.id for o in (*first, *second))])),
            ),
        )
    a, b = first[0], second[0]
    a_controller, b_controller = controller_of(state, a), controller_of(state, b)
    if a_controller == b_controller:
        return _sacrifice_instead(
            state,
            instr,
            ctx,
            event(
                "no_exchange",
                f"{describe(state, a)} and {describe(state, b)} are both controlled by player "
                f"{a_controller}, so exchanging their control does nothing.",
                "701.12b",
                objects=[a.id, b.id],
            ),
        )
    state, timestamp = state.stamp()
    state = _gives(state, ctx, a, b_controller, timestamp)
    state = _gives(state, ctx, b, a_controller, timestamp)
    return state, [
        event(
            "exchange_control",
            f"Player {b_controller} gains control of {describe(state, a)} and player "
            f"{a_controller} of {describe(state, b)}, at the same time (timestamp {timestamp}).",
            "701.12b",
            "613.1b",
            objects=[a.id, b.id],
        )
    ]


def _sacrifice_instead(
    state: GameState, instr: ExchangeControl, ctx: Context, said: Event
) -> Result:
    """No exchange was made: with "If you don't or can't make an exchange, sacrifice this
    creature", its controller sacrifices the card itself if it is still on the battlefield."""
    if not instr.otherwise_sacrifice:
        return state, [said]
    state, more = perform(state, v.Sacrifice(target="self"), ctx)
    return state, [said, *more]


def _gives(
    state: GameState, ctx: Context, obj: GameObject, to: PlayerId, timestamp: int
) -> GameState:
    """A continuous effect by which `to` controls `obj` for the rest of the game (613.1b): the
    effect's controller is the player who gains control, as "gain control of" records it."""
    return state.begin_effect(
        ctx.source,
        affected=(obj.ref,),
        duration="permanent",
        modifications=(v.GainControl(),),
        controller=to,
        timestamp=timestamp,
    )
