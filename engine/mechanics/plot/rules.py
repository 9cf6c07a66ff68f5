"""Plot (CR 702.170) in play: the special action plotting a card, and the permission to cast a
plotted card from exile.

Plotting is a special action (702.170b, 116.2k): its player exiles the card from their hand and
pays its plot cost, any time they have priority during their main phase while the stack is
empty (702.170a; 116.2k says "during their own turn", 702.170a the narrower main phase, which
both allow). The exiled card remembers the turn; in any later turn its owner may cast it from
exile without paying its mana cost, during their main phase while the stack is empty — an
instant too (702.170d). Moving the card anywhere makes a new object, no longer plotted (400.7).
"""

from __future__ import annotations

from engine.cards.vocabulary.casting import keyword_cost
from engine.core.errors import IllegalActionError
from engine.core.events import describe, event
from engine.core.mana import pool_text
from engine.core.replace import replace
from engine.core.scenario_actions import SpecialAction
from engine.core.state import Event, GameObject, GameState, PlayerId, Zone
from engine.derived.characteristics import characteristics
from engine.mechanics.plot.model import CAST_RULE, PLOT, PLOTTED_IN, RULE
from engine.operations.cast_permissions import CastPermission, cast_permission
from engine.operations.special_actions import pay_from_pool, special_action
from engine.operations.timing import sorcery_timing
from engine.operations.zones import move


@special_action(PLOT, "116.2k")
def plot(
    state: GameState, player: PlayerId, obj: GameObject, action: SpecialAction
) -> tuple[GameState, list[Event]]:
    """Plot `obj`: exile it from its owner's hand, paying its plot cost from their pool
    (702.170a, 116.2k); refused if it isn't theirs in hand, has no plot cost, or not now."""
    name = describe(state, obj)
    if obj.zone is not Zone.HAND or obj.owner != player:
        raise IllegalActionError(
            f"{name} isn't in player {player}'s hand: only a card in its owner's hand is plotted",
            (RULE, "116.2k"),
        )
    cost = keyword_cost(characteristics(state, obj).keywords, PLOT)
    if cost is None:
        raise IllegalActionError(f"{name} has no plot ability", (RULE,))
    if (why := sorcery_timing(state, player)) is not None:
        raise IllegalActionError(
            f"{name} can be plotted only in its owner's main phase with an empty stack: {why}",
            (RULE, "116.2k"),
        )
    state, held = pay_from_pool(state, player, obj, cost, action.pay, RULE)
    state, moved = move(state, obj.id, Zone.EXILE)
    card = state.objects[obj.id]
    if card.zone is Zone.EXILE:
        state = state.with_object(replace(card, chosen=((PLOTTED_IN, state.turn.number),)))
    said = event(
        "plot",
        f"Player {player} plots {name}: they pay {cost} (pool left: "
        f"{pool_text(held.whole()) or 'empty'}) and exile it from their hand, a special "
        "action that doesn't use the stack. It's a plotted card: they may cast it without paying "
        "its mana cost in their main phase of a later turn, while the stack is empty.",
        "116.2k",
        RULE,
        "702.170b",
        objects=[obj.id, player],
    )
    return state, [said, *moved]


def may_cast_from_exile(state: GameState, obj: GameObject, player: PlayerId) -> bool:
    """Whether `player` may cast `obj` from exile as a plotted card: its owner, in a turn after
    the one it became plotted in (702.170d)."""
    turn = dict(obj.chosen).get(PLOTTED_IN) if obj.zone is Zone.EXILE else None
    return isinstance(turn, int) and obj.owner == player and state.turn.number > turn


def _when(state: GameState, player: PlayerId) -> str | None:
    why = sorcery_timing(state, player)
    if why is None:
        return None
    return f"a plotted card is cast only in its owner's main phase while the stack is empty ({why})"


cast_permission(
    "plot",
    CastPermission(CAST_RULE, may_cast_from_exile, "plotted", alternative="plot", refusal=_when),
)
