"""Casting an adventurer card as an Adventure and from exile afterwards (CR 715.3).

Cast as an Adventure, the card on the stack has only its Adventure's characteristics (715.3b):
the stack object's `card` is the Adventure and its `whole` the card, as a split card's half is
(`engine.operations.zones.move` gives the card back its normal characteristics as it leaves the
stack, 715.4). As it resolves it is exiled instead of being put into its owner's graveyard
(715.3d); a countered Adventure, or one that doesn't resolve because its targets became illegal
(608.2b), goes to the graveyard as usual — only resolving is replaced. The exiled card carries
who may cast it (`chosen` "adventure": its controller's id), for as long as it stays exiled:
moving it anywhere makes a new object without it (400.7). Cast from there, it is cast normally,
never as an Adventure again (715.3d).
"""

from __future__ import annotations

from engine.cards.names import fold_name
from engine.core.errors import IllegalActionError
from engine.core.events import describe, event
from engine.core.replace import replace
from engine.core.scenario_actions import CastAction
from engine.core.state import Event, GameObject, GameState, PlayerId, Zone
from engine.operations.cast_permissions import CastPermission, cast_permission
from engine.operations.zones import move

#: The designation of a card exiled by its resolving Adventure: the player who may cast it.
ON_AN_ADVENTURE = "adventure"


def wants_adventure(obj: GameObject, action: CastAction) -> bool:
    """Whether the action casts an adventurer card as its Adventure (715.3): it names the
    Adventure as the half it casts."""
    adventure = obj.card.adventure if obj.face_down is None and obj.copied is None else None
    return (
        adventure is not None
        and action.half is not None
        and fold_name(action.half) == fold_name(adventure.name)
    )


def as_adventure(state: GameState, obj: GameObject) -> GameObject:
    """The card as the Adventure its caster chose (715.3): only the Adventure is evaluated to see
    if it can be cast and put on the stack (715.3a-b). A card exiled by its own Adventure can't
    be cast as one again that way (715.3d)."""
    adventure = obj.card.adventure
    if adventure is None:
        raise IllegalActionError(f"{describe(state, obj)} has no Adventure", ("715.1",))
    if dict(obj.chosen).get(ON_AN_ADVENTURE) is not None:
        raise IllegalActionError(
            f"{describe(state, obj)} was exiled by its own Adventure: it may be cast from exile "
            f"as {obj.card.name}, but not as {adventure.name} again",
            ("715.3d",),
        )
    return replace(obj, card=adventure, whole=obj.card)


def cast_as_adventure(spell: GameObject) -> bool:
    """Whether the spell on the stack was cast as an Adventure (715.3b): it has its card's
    Adventure's characteristics. A copy isn't a card and isn't exiled (707.10, 704.5e)."""
    whole = spell.whole
    return (
        not spell.spell_copy
        and whole is not None
        and whole.adventure is not None
        and spell.card == whole.adventure
    )


def cast_events(cast: GameObject, spell: GameObject) -> list[Event] | None:
    """What is said of a spell cast as an Adventure (715.3b), or of the card cast from exile
    after its Adventure resolved (715.3d); None for any other spell. `cast` is the object as it
    was cast from its zone, `spell` the spell on the stack."""
    if cast_as_adventure(spell):
        whole = spell.whole.name if spell.whole is not None else spell.card.name
        text = (
            f"{spell.card.name} is cast as the Adventure of {whole}: on the stack it has only "
            "the Adventure's characteristics."
        )
        return [event("adventure", text, "715.3", "715.3b", objects=[spell.id])]
    if may_cast_from_exile(cast, spell.controller):
        text = (
            f"{spell.card.name} is cast from exile, where its Adventure put it: its controller "
            "may cast it as long as it remains exiled, for its mana cost, not as an Adventure."
        )
        return [event("adventure", text, "715.3d", objects=[spell.id])]
    return None


def exile_as_it_resolves(state: GameState, spell: GameObject) -> tuple[GameState, list[Event]]:
    """Exile the resolving Adventure instead of putting it into its owner's graveyard; its
    controller may cast the card from exile for as long as it stays there (715.3d)."""
    name = describe(state, spell)
    controller = spell.controller
    state, moved = move(state, spell.id, Zone.EXILE)
    card = state.objects[spell.id]
    state = state.with_object(replace(card, chosen=((ON_AN_ADVENTURE, controller),)))
    resolved = event(
        "resolved",
        f"{name} has resolved; it was cast as an Adventure, so its controller exiles it instead "
        f"of putting it into its owner's graveyard. For as long as it remains exiled, player "
        f"{controller} may cast it as {card.card.name} (not as an Adventure).",
        "608.2n",
        "715.3d",
        objects=[spell.id],
    )
    return state, [resolved, *moved]


def may_cast_from_exile(obj: GameObject, player: PlayerId) -> bool:
    """Whether `player` may cast `obj` from exile because its own Adventure exiled it (715.3d):
    cast normally, for its mana cost."""
    return obj.zone is Zone.EXILE and dict(obj.chosen).get(ON_AN_ADVENTURE) == player


def _permission(state: GameState, obj: GameObject, player: PlayerId) -> bool:
    del state
    return may_cast_from_exile(obj, player)


cast_permission("adventure", CastPermission("715.3d", _permission, "its Adventure resolved"))
