"""Casting a card from its owner's graveyard by a permanent's permission (CR 601.3): "Once during
each of your turns, you may cast a permanent spell with mana value 2 or less from your graveyard"
(Lurrus of the Dream-Den), one of the registered permissions to cast
(`engine.operations.cast_permissions`).

The permission allows where the card is cast from, nothing else: the spell keeps its timing and
its costs (Lurrus's rulings), which casting applies as for a card in a hand. It is taken only
during its controller's own turn, once each turn for each permanent that has it — a new object is
a new permission (400.7: "a new Lurrus … you may cast another"), kept by the turn — and only when
no other permission casts the card (flashback, escape: "Lurrus's effect doesn't apply"). Whether
the card is one it names is asked as the cast begins, with an X as 0 (202.3e; 601.3a lets the
player consider the X still to be chosen), and again once the spell is on the stack with the X
chosen ("use the value chosen for X"), refusing the cast otherwise (601.2e).
"""

from __future__ import annotations

from engine.cards.vocabulary import CastFromGraveyard
from engine.core.errors import IllegalActionError
from engine.core.events import describe, event
from engine.core.replace import replace
from engine.core.state import Event, GameObject, GameState, PlayerId, Zone
from engine.derived.characteristics import controller_of
from engine.derived.targets import matches
from engine.modifiers.replacement_order import held_abilities
from engine.operations.cast_permissions import CastPermission, Settle, cast_permission

#: A permission a cast takes: the permanent and its ability.
Permit = tuple[GameObject, CastFromGraveyard]


def permission(state: GameState, player: PlayerId, card: GameObject) -> Permit | None:
    """The first permanent `player` controls whose permission lets them cast `card` from their
    graveyard now: in their own turn, not used this turn by that object, and naming the card."""
    if card.zone is not Zone.GRAVEYARD or card.owner != player or state.turn.active != player:
        return None
    used = state.turn.permissions_used
    for perm in state.battlefield():
        if controller_of(state, perm) != player:
            continue
        for ability in held_abilities(state, perm):
            if not isinstance(ability, CastFromGraveyard) or (perm.ref, ability.text) in used:
                continue
            if matches(state, card, ability.filter, player, perm.id) is None:
                return perm, ability
    return None


def refusal(state: GameState, card: GameObject, player: PlayerId) -> str | None:
    """Why no permission of a permanent `player` controls lets them cast `card` from their
    graveyard now, naming the first such permanent; None when they control none."""
    if card.owner != player:
        return None
    for perm in state.battlefield():
        if controller_of(state, perm) != player:
            continue
        for ability in held_abilities(state, perm):
            if not isinstance(ability, CastFromGraveyard):
                continue
            source = describe(state, perm)
            if state.turn.active != player:
                return f"{source}'s permission works only during its controller's turn"
            if (perm.ref, ability.text) in state.turn.permissions_used:
                return f"{source}'s permission was already used this turn"
            if (why := matches(state, card, ability.filter, player, perm.id)) is not None:
                return f"{source}'s permission doesn't allow it: {why}"
    return None


def take(
    state: GameState, player: PlayerId, spell: GameObject, permit: Permit
) -> tuple[GameState, Event]:
    """The permission used by `spell`, now on the stack with its X chosen: refused when the spell
    isn't one it names after all (601.3, 202.3e), else noted for the turn."""
    perm, ability = permit
    name, source = describe(state, spell), describe(state, perm)
    why = matches(state, spell, ability.filter, player, perm.id)
    if why is not None:
        raise IllegalActionError(
            f"{name} can't be cast from the graveyard by {source}'s permission: {why}",
            ("601.3", "202.3e"),
        )
    used = (*state.turn.permissions_used, (perm.ref, ability.text))
    state = replace(state, turn=replace(state.turn, permissions_used=used))
    said = (
        f"{name} is cast from player {player}'s graveyard by {source}'s permission, used once "
        "this turn."
    )
    return state, event("cast_permission", said, "601.3", objects=[spell.id, perm.id])


def _allows(state: GameState, card: GameObject, player: PlayerId) -> bool:
    return permission(state, player, card) is not None


def _offered(state: GameState, card: GameObject, player: PlayerId) -> str:
    """The permanent whose permission the offered cast takes."""
    permit = permission(state, player, card)
    return "a permanent's permission" if permit is None else describe(state, permit[0])


def _used(state: GameState, card: GameObject, player: PlayerId) -> Settle:
    """The permission the cast takes as it begins (601.3) — the permanent's, even should it
    leave as the costs are paid — settled once the spell is on the stack with its X chosen."""
    permit = permission(state, player, card)
    if permit is None:
        raise IllegalActionError(
            f"no permanent's permission lets player {player} cast {describe(state, card)} from "
            "their graveyard",
            ("601.3",),
        )
    found = permit

    def settle(now: GameState, spell: GameObject) -> tuple[GameState, Event]:
        return take(now, player, spell, found)

    return settle


cast_permission(
    "a permanent's permission",
    CastPermission("601.3", _allows, _offered, used=_used, denial=refusal),
)
