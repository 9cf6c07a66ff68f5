"""Disturb (CR 702.146a) in play: which card may be cast from its owner's graveyard with its back
face up, and the object it is as it is cast (712.11a: only the back face is evaluated, with the
front face's disturb ability, 712.11c-d). The object keeps its front face (`front`), as a
transformed permanent does, so its mana value is the front face's (712.8c) and, resolving, it
enters with its back face up (702.146b, `engine.operations.zones.move`)."""

from __future__ import annotations

from engine.cards.vocabulary.casting import keyword_cost
from engine.core.replace import replace
from engine.core.state import GameObject, PlayerId, Zone
from engine.mechanics.disturb.model import DISTURB


def disturb_cost(obj: GameObject) -> str | None:
    """The disturb cost of the card, or of the front face of the card being cast transformed
    (712.11d), or None."""
    front = obj.front if obj.front is not None else obj.card
    if obj.face_down is not None or front.back is None:
        return None
    return keyword_cost(front.keywords, DISTURB)


def may_cast(obj: GameObject, player: PlayerId) -> bool:
    """Whether `player` may cast `obj` with its disturb ability: its owner, from their
    graveyard (702.146a)."""
    return obj.zone is Zone.GRAVEYARD and obj.owner == player and disturb_cost(obj) is not None


def transformed(obj: GameObject) -> GameObject:
    """The card with its back face up, as it is cast with disturb (712.11a); its front face
    kept (712.8c)."""
    back = obj.card.back
    if back is None or obj.front is not None:
        return obj
    return replace(obj, card=back, front=obj.card)
