"""Where a card may be cast from (CR 601.3) and what casting it from there adds to its costs.

`cast_by` answers for `cast_spell.cast` (and `cast_from` for `auto_pay`, which asks what a cast
will cost): the card's owner's hand; their graveyard with flashback (702.34a), escape (702.138a),
aftermath (702.127a), disturb (702.146a) or retrace (702.81a); exile or a graveyard by one of the
registered permissions to cast (`engine.operations.cast_permissions`: an Adventure's, 715.3d;
warp's, 702.185a; plot's, 702.170d; a permanent's, as Lurrus's) — anywhere else is refused
(601.3) — with the permission taken, and the alternative cost it is cast for, if any: evoke,
morph and disguise as the action asks (702.74a, 702.37c, 702.168b), never two (118.9a).
`additional_costs` is what the spell's additional costs pay besides the card's own: escape's
parts other than mana (118.9d) and retrace's land card (702.81a).
"""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary import Cost
from engine.cards.vocabulary.casting import keyword_cost
from engine.core.errors import IllegalActionError
from engine.core.events import describe, event
from engine.core.face_down import FACE_DOWN_COST, copiable_card, face_down_ability, face_up_card
from engine.core.scenario_actions import CastAction
from engine.core.state import Event, GameObject, GameState, PlayerId, Zone
from engine.derived.characteristics import characteristics
from engine.derived.conditions import holds
from engine.mechanics.aftermath import rules as aftermath
from engine.mechanics.disturb import rules as disturb
from engine.mechanics.evoke.model import EVOKED
from engine.mechanics.mayhem.model import MAYHEM
from engine.mechanics.retrace import rules as retrace
from engine.mechanics.retrace.model import DISCARD_A_LAND
from engine.mechanics.retrace.model import RULE as RETRACE_RULE
from engine.operations.cast_permissions import CastPermission, denial, permission_for
from engine.rules import unsupported_actions
from engine.rules.total_cost import Alternative, own_alternative, with_costs


def cast_from(
    state: GameState, player: PlayerId, obj: GameObject, action: CastAction
) -> Alternative:
    """The alternative cost `obj` is cast for, if any (`cast_by`)."""
    return cast_by(state, player, obj, action)[0]


def cast_by(
    state: GameState, player: PlayerId, obj: GameObject, action: CastAction
) -> tuple[Alternative, CastPermission | None]:
    """The alternative cost `obj` is cast for, if any — "flashback" from its owner's graveyard
    (702.34a), "evoke" when the action asks for it (702.74a) — and the registered permission the
    cast takes, if any; a card anywhere but its owner's hand or where a permission lets it be
    cast is refused (601.3), and so is a second alternative cost (118.9a)."""
    zone, permitted = _cast_from(state, player, obj, action.retrace)
    if action.face_down:
        return _face_down(state, obj, zone, action), permitted
    if not action.evoke:
        return zone, permitted
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
    return (None if evoked_own else "evoke"), permitted


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
) -> tuple[Alternative, CastPermission | None]:
    """Where from: None for the hand, "flashback" or "escape" for the graveyard (702.34a,
    702.138a), or None for it with retrace (702.81a: its mana cost; `with_retrace` when the
    action names it, as a card with flashback too asks); a registered permission's alternative
    and the permission, when none of the card's own casts it; else refused."""
    zone = _own_zone(state, player, obj, with_retrace)
    if zone is not False:
        return zone, None
    name = describe(state, obj)
    if (permission := permission_for(state, obj, player)) is not None:
        # Its own Adventure exiled it (715.3d), warp in an earlier turn (702.185a): cast
        # normally; it's plotted: without paying its mana cost, at its own timing (702.170d).
        if permission.refusal is not None and (why := permission.refusal(state, player)):
            raise IllegalActionError(
                f"{name} can't be cast from {_zone_words(obj)} now: {why}",
                (permission.rule, "601.3"),
            )
        return permission.alternative, permission
    if obj.zone is Zone.OUTSIDE:
        raise IllegalActionError(
            f"{name} is outside the game (400.11): nothing in the game allows casting it",
            ("400.11c", "601.3"),
        )
    # An unread line may allow it from there: unsupported, not illegal.
    unsupported_actions.refuse_zone(state, obj)
    where = "their hand" if obj.owner == player else f"player {player}'s hand"
    also = " (or their graveyard, with flashback, escape or retrace)" if obj.owner == player else ""
    if obj.zone is Zone.GRAVEYARD and (why := denial(state, obj, player)):
        also += f"; {why}"
    rules: tuple[str, ...] = ("601.3",)
    own = own_alternative(copiable_card(obj), "graveyard") if obj.owner == player else None
    if obj.zone is Zone.GRAVEYARD and own is not None and own.marks == MAYHEM:
        also += "; it has mayhem, but it wasn't discarded this turn"
        rules = ("601.3", "702.187b")
    raise IllegalActionError(
        f"{name} is in the {obj.zone.value}, not in {where}{also}; no rule allows casting it "
        "from there",
        rules,
    )


def _zone_words(obj: GameObject) -> str:
    return "exile" if obj.zone is Zone.EXILE else f"the {obj.zone.value}"


def _own_zone(
    state: GameState, player: PlayerId, obj: GameObject, with_retrace: bool
) -> Alternative | Literal[False]:
    """The alternative a cast from the hand or by one of the card's own permissions takes
    (None for none), or False when neither casts it."""
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
        if (own := own_alternative(copiable_card(obj), "graveyard")) is not None:
            if own.marks != MAYHEM:
                return "escape"  # 702.138a
            if own.condition is not None and holds(state, own.condition, player, obj.id)[0]:
                return "mayhem"  # 702.187b: only as long as it was discarded this turn

        if retrace.cast_with_retrace(state, obj, player):
            return None  # its mana cost, and a land card discarded (702.81a)
    return False


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
