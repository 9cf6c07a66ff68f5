"""Foretell (CR 702.143) in play: the special action foretelling a card, and the permission to
cast a foretold card from exile.

Foretelling is a special action (702.143b, 116.2h): any time its player has priority during
their own turn, they pay {2} and exile the card from their hand face down (702.143a). The exiled
card remembers the turn; after that turn has ended its owner may cast it from exile for its
foretell cost rather than its mana cost (an alternative cost, 118.9), at the time its card type
allows. Moving the card anywhere makes a new object, no longer foretold (400.7). The engine
doesn't model the card's being face down in exile (406.3): it shows it, and anything looking at
exiled cards sees its characteristics.
"""

from __future__ import annotations

from engine.core.errors import IllegalActionError
from engine.core.events import describe, event
from engine.core.mana import pool_text
from engine.core.replace import replace
from engine.core.scenario_actions import SpecialAction
from engine.core.state import Event, GameObject, GameState, PlayerId, Zone
from engine.derived.characteristics import characteristics
from engine.mechanics.foretell.model import (
    ACTION_RULE,
    FORETELL,
    FORETELL_PAYMENT,
    FORETOLD_IN,
    RULE,
)
from engine.operations.cast_permissions import CastPermission, cast_permission
from engine.operations.special_actions import pay_from_pool, special_action
from engine.operations.zones import move


@special_action(FORETELL, "116.2h")
def foretell(
    state: GameState, player: PlayerId, obj: GameObject, action: SpecialAction
) -> tuple[GameState, list[Event]]:
    """Foretell `obj`: exile it from its owner's hand face down, paying {2} from their pool
    (702.143a, 116.2h); refused if it isn't theirs in hand, has no foretell, or it isn't their
    turn."""
    name = describe(state, obj)
    if obj.zone is not Zone.HAND or obj.owner != player:
        raise IllegalActionError(
            f"{name} isn't in player {player}'s hand: only a card in its owner's hand is foretold",
            (RULE, "116.2h"),
        )
    if not any(k.startswith(f"{FORETELL} ") for k in characteristics(state, obj).keywords):
        raise IllegalActionError(f"{name} has no foretell ability", (RULE,))
    if state.turn.active != player:
        raise IllegalActionError(
            f"{name} can be foretold only during its owner's turn: it isn't their turn",
            (RULE, "116.2h"),
        )
    state, held = pay_from_pool(state, player, obj, FORETELL_PAYMENT, action.pay, RULE)
    state, moved = move(state, obj.id, Zone.EXILE)
    card = state.objects[obj.id]
    if card.zone is Zone.EXILE:
        state = state.with_object(replace(card, chosen=((FORETOLD_IN, state.turn.number),)))
    said = event(
        "foretell",
        f"Player {player} foretells {name}: they pay {FORETELL_PAYMENT} (pool left: "
        f"{pool_text(held.whole()) or 'empty'}) and exile it from their hand face down, a "
        "special action that doesn't use the stack. After this turn they may cast it from exile "
        "for its foretell cost.",
        "116.2h",
        RULE,
        ACTION_RULE,
        objects=[obj.id, player],
    )
    return state, [said, *moved]


def may_cast_from_exile(state: GameState, obj: GameObject, player: PlayerId) -> bool:
    """Whether `player` may cast `obj` from exile as a foretold card: its owner, after the turn
    it was foretold in has ended (702.143a)."""
    turn = dict(obj.chosen).get(FORETOLD_IN) if obj.zone is Zone.EXILE else None
    return isinstance(turn, int) and obj.owner == player and state.turn.number > turn


cast_permission(
    "foretell",
    CastPermission(RULE, may_cast_from_exile, "foretold", alternative="foretell"),
)
