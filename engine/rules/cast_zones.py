"""Where a card may be cast from (CR 601.3) and what casting it from there adds to its costs.

`cast_from` answers for `cast_spell.cast` (and `auto_pay`, which asks what a cast will cost): the
card's owner's hand; their graveyard with flashback (702.34a), escape (702.138a), aftermath
(702.127a), disturb (702.146a), retrace (702.81a) or a permanent's permission (Lurrus,
`graveyard_permission`); exile with a permission (an Adventure's,
715.3d; warp's, 702.185a; plot's, 702.170d) — anywhere else is refused (601.3) — and the
alternative cost it is cast for, if any: evoke, morph and disguise as the action asks (702.74a,
702.37c, 702.168b), never two (118.9a). `additional_costs` is what the spell's additional costs
pay besides the card's own: escape's parts other than mana (118.9d) and retrace's land card
(702.81a).
"""

from __future__ import annotations

from engine.cards.vocabulary import Cost
from engine.cards.vocabulary.casting import keyword_cost
from engine.core.errors import IllegalActionError
from engine.core.events import describe, event
from engine.core.face_down import FACE_DOWN_COST, copiable_card, face_down_ability, face_up_card
from engine.core.scenario_actions import CastAction
from engine.core.state import Event, GameObject, GameState, PlayerId, Zone
from engine.derived.characteristics import characteristics
from engine.mechanics.aftermath import rules as aftermath
from engine.mechanics.disturb import rules as disturb
from engine.mechanics.evoke.model import EVOKED
from engine.mechanics.graveyard_casting import rules as graveyard_casting
from engine.mechanics.retrace import rules as retrace
from engine.mechanics.retrace.model import DISCARD_A_LAND
from engine.mechanics.retrace.model import RULE as RETRACE_RULE
from engine.operations.exile_casting import permission_for
from engine.rules.total_cost import Alternative, own_alternative, with_costs


def cast_from(
    state: GameState, player: PlayerId, obj: GameObject, action: CastAction
) -> Alternative:
    """The alternative cost `obj` is cast for, if any: "flashback" from its owner's graveyard
    (702.34a), "evoke" when the action asks for it (702.74a); a card anywhere but its owner's
    hand or, with flashback, graveyard is refused (601.3), and so is a second alternative cost
    (118.9a)."""
    zone = _cast_from(state, player, obj, action.retrace)
    if action.face_down:
        return _face_down(state, obj, zone, action)
    if not action.evoke:
        return zone
    name = describe(state, obj)
    own = own_alternative(copiable_card(obj))
    evoked_own = own is not None and own.marks == EVOKED
    if keyword_cost(characteristics(state, obj).keywords, "Evoke") is None and not evoked_own:
        raise IllegalActionError(f"{name} has no evoke cost to pay", ("702.74a", "601.2b"))
    if zone is not None:
        raise IllegalActionError(
            f"{name} is cast with {zone}, an alternative cost; a spell can't have two",
            ("118.9a", "601.2b"),
        )
    # An evoke cost that isn't mana is the card's own alternative cost (`take_own`).
    return None if evoked_own else "evoke"


def _face_down(
    state: GameState, obj: GameObject, zone: Alternative, action: CastAction
) -> Alternative:
    """Cast face down by its morph or disguise ability, for {3} rather than its mana cost (an
    alternative cost, 702.37c, 702.168b); a card without one can't be (702.37d, 702.168c)."""
    name = describe(state, obj)
    found = face_down_ability(face_up_card(obj))
    if found is None:
        raise IllegalActionError(
            f"{name} has no morph or disguise ability, so it can't be cast face down",
            ("702.37d", "702.168c"),
        )
    if zone is not None or action.evoke:
        raise IllegalActionError(
            f"{name} cast face down pays {FACE_DOWN_COST}, an alternative cost; a spell can't "
            "have two",
            ("118.9a", "601.2b"),
        )
    return found[2]


def _cast_from(
    state: GameState, player: PlayerId, obj: GameObject, with_retrace: bool
) -> Alternative:
    """Where from: None for the hand, "flashback" or "escape" for the graveyard (702.34a,
    702.138a), or None for it with retrace (702.81a: its mana cost; `with_retrace` when the
    action names it, as a card with flashback too asks); else refused."""
    name = describe(state, obj)
    if with_retrace and not retrace.cast_with_retrace(state, obj, player):
        raise IllegalActionError(
            f"{name} isn't a card with retrace in player {player}'s graveyard", ("702.81a",)
        )
    if aftermath.has_aftermath(obj):
        # The half with aftermath: from its owner's graveyard and nowhere else (702.127a).
        if aftermath.from_graveyard(obj, player):
            return None
        raise IllegalActionError(
            f"{name} has aftermath: it can be cast only from its owner's graveyard",
            ("702.127a", "601.3"),
        )
    if obj.zone is Zone.HAND and obj.owner == player:
        return None
    if obj.zone is Zone.GRAVEYARD and obj.owner == player:
        if obj.front is not None and disturb.may_cast(obj, player):
            return "disturb"  # its back face up, for its front face's disturb cost (702.146a)
        chars = characteristics(state, obj)
        if with_retrace:
            return None
        if keyword_cost(chars.keywords, "Flashback") is not None:
            if not {"Instant", "Sorcery"} & set(chars.types):
                raise IllegalActionError(
                    f"{name} has flashback, but only an instant or sorcery spell can be cast "
                    "with it",
                    ("702.34a",),
                )
            return "flashback"
        if own_alternative(copiable_card(obj), "graveyard") is not None:
            return "escape"  # 702.138a
        if retrace.cast_with_retrace(state, obj, player):
            return None  # its mana cost, and a land card discarded (702.81a)
        if graveyard_casting.permission(state, player, obj) is not None:
            return None  # a permanent's permission, for its mana cost (601.3: Lurrus)
    if (found := permission_for(state, obj, player)) is not None:
        # Its own Adventure exiled it (715.3d), warp in an earlier turn (702.185a): cast
        # normally; it's plotted: without paying its mana cost, at its own timing (702.170d).
        permission = found[1]
        if permission.refusal is not None and (why := permission.refusal(state, player)):
            raise IllegalActionError(
                f"{name} can't be cast from exile now: {why}", (permission.rule, "601.3")
            )
        return permission.alternative
    if obj.zone is Zone.OUTSIDE:
        raise IllegalActionError(
            f"{name} is outside the game (400.11): nothing in the game allows casting it",
            ("400.11c", "601.3"),
        )
    where = "their hand" if obj.owner == player else f"player {player}'s hand"
    also = " (or their graveyard, with flashback, escape or retrace)" if obj.owner == player else ""
    if obj.zone is Zone.GRAVEYARD and (why := graveyard_casting.refusal(state, player, obj)):
        also += f"; {why}"
    raise IllegalActionError(
        f"{name} is in the {obj.zone.value}, not in {where}{also}; no rule allows casting it "
        "from there",
        ("601.3",),
    )


def graveyard_permission(
    state: GameState,
    player: PlayerId,
    obj: GameObject,
    action: CastAction,
    alternative: Alternative,
) -> graveyard_casting.Permit | None:
    """The permanent's permission a cast from the graveyard takes (601.3: Lurrus), when no
    permission of the card's own does — flashback, escape, disturb, aftermath or retrace, with
    which "Lurrus's effect doesn't apply" (its rulings)."""
    if alternative is not None or obj.zone is not Zone.GRAVEYARD or action.retrace:
        return None
    if aftermath.has_aftermath(obj) or retrace.cast_with_retrace(state, obj, player):
        return None
    return graveyard_casting.permission(state, player, obj)


def _with_retrace(
    state: GameState, player: PlayerId, obj: GameObject, alternative: Alternative
) -> bool:
    """Cast from its owner's graveyard for its mana cost with retrace (702.81a)."""
    return (
        alternative is None
        and not aftermath.has_aftermath(obj)
        and retrace.cast_with_retrace(state, obj, player)
    )


def retrace_note(
    state: GameState, player: PlayerId, obj: GameObject, alternative: Alternative
) -> Event | None:
    """The event saying the spell is cast with retrace (702.81a, 601.2f), or None."""
    if not _with_retrace(state, player, obj, alternative):
        return None
    return event(
        "additional_cost",
        f"{describe(state, obj)} is cast from its owner's graveyard with retrace: a land card "
        "is discarded in addition to paying its other costs.",
        RETRACE_RULE,
        "601.2f",
        objects=[obj.id],
    )


def additional_costs(
    state: GameState, player: PlayerId, obj: GameObject, alternative: Alternative
) -> Cost:
    """What is paid with the additional costs (601.2f, 601.2h): the card's own; escape's parts
    other than mana (118.9d, 702.138a); retrace's land card discarded (702.81a)."""
    card = copiable_card(obj)
    extra = card.additional_costs
    if alternative == "escape" and (escape := own_alternative(card, "graveyard")) is not None:
        extra = with_costs(extra, escape.cost)
    if _with_retrace(state, player, obj, alternative):
        extra = with_costs(extra, DISCARD_A_LAND)
    return extra
