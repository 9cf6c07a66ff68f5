"""Warp (CR 702.185a) in play: "If this spell's warp cost was paid, exile the permanent this
spell becomes at the beginning of the next end step. Its owner may cast this card after the
current turn has ended for as long as it remains exiled."

A static ability of the spell that creates a delayed triggered ability as the spell becomes a
permanent (603.7a), as dash's return does: its source is the permanent and its controller the
spell's controller (603.7d); it exiles that permanent only (603.7c: a new object after a zone
change is not it). The card exiled so remembers the turn (`EXILED_IN`); its owner may cast it
from exile in any later turn (`may_cast_from_exile`, asked where a spell may be cast from,
601.3), for its mana cost or another alternative cost — warp's is paid only from the hand. Moving
the card anywhere makes a new object without the permission (400.7).
"""

from __future__ import annotations

from engine.core.events import describe, event
from engine.core.primitives import that_creature_ref
from engine.core.replace import replace
from engine.core.state import Event, GameObject, GameState, PlayerId, Zone
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.delayed_triggers import acting_on, delay
from engine.mechanics.warp.model import EXILED_IN, RULE, WARPED, WarpExile
from engine.operations.cast_permissions import CastPermission, cast_permission
from engine.operations.zones import AS_SPELL_BECOMES_PERMANENT, move

_EXILE = (WarpExile(),)


def _warped(state: GameState, permanent: GameObject) -> tuple[GameState, list[Event]]:
    """The delayed exile of a warped permanent (702.185a, 603.7a)."""
    ctx = acting_on(permanent)
    said = event(
        "warp",
        f"{describe(state, permanent)}'s warp cost was paid: it is exiled at the beginning of the "
        "next end step, and its owner may cast it from exile after this turn.",
        RULE,
        objects=[permanent.id],
    )
    state, delayed = delay(state, "next_end_step", _EXILE, "Exile it (warp).", ctx)
    return state, [said, delayed]


AS_SPELL_BECOMES_PERMANENT.register(WARPED, _warped)


@handles(WarpExile)
def _exile(state: GameState, instr: WarpExile, ctx: Context) -> Result:
    """Exile the permanent if it is still that object (603.7c); the card remembers the turn."""
    del instr
    ref = that_creature_ref(ctx.info)
    permanent = None if ref is None else state.current(ref)
    if permanent is None or permanent.zone is not Zone.BATTLEFIELD:
        return state, [
            event(
                "warp",
                "The warped permanent has left the battlefield: it is a new object, which the "
                "delayed ability doesn't exile (603.7c, 400.7).",
                "603.7c",
                RULE,
            )
        ]
    name = describe(state, permanent)
    state, moved = move(state, permanent.id, Zone.EXILE)
    card = state.objects[permanent.id]
    if card.zone is Zone.EXILE:
        state = state.with_object(replace(card, chosen=((EXILED_IN, state.turn.number),)))
    said = event(
        "warp",
        f"{name} is exiled (warp); its owner may cast it from exile after this turn has ended, "
        "for as long as it remains exiled.",
        RULE,
        objects=[permanent.id],
    )
    return state, [said, *moved]


def may_cast_from_exile(state: GameState, obj: GameObject, player: PlayerId) -> bool:
    """Whether `player` may cast `obj` from exile because warp exiled it there in an earlier
    turn: only its owner, only after the turn it was exiled in has ended (702.185a)."""
    turn = dict(obj.chosen).get(EXILED_IN) if obj.zone is Zone.EXILE else None
    return isinstance(turn, int) and obj.owner == player and state.turn.number > turn


cast_permission("warp", CastPermission(RULE, may_cast_from_exile, "warped in an earlier turn"))
