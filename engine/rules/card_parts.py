"""Which part of a card is cast (CR 709.3, 715.3, 712.11b): the one choice `cast_spell.cast` asks
before anything else of a spell, since only the part chosen is evaluated to see whether it can
be cast and only it is put on the stack (709.3a-b, 715.3a-b, 712.11c, 712.8f).

- an adventurer card cast as its Adventure, which the action names (715.3,
  `engine.mechanics.adventure`);
- a modal double-faced card cast with the face the action names, the front face by default
  (712.11, 712.11b; `engine.mechanics.modal_faces`);
- a split card's half, which the action must name (709.3).

The part cast is the object's `card`, and the card itself its `whole`, which it is again in any
other zone (`engine.operations.zones.move`).
"""

from __future__ import annotations

from engine.cards.names import fold_name
from engine.core.errors import IllegalActionError
from engine.core.events import describe, event
from engine.core.replace import replace
from engine.core.scenario_actions import CastAction
from engine.core.state import Event, GameObject, GameState, PlayerId
from engine.mechanics.adventure import rules as adventure
from engine.mechanics.disturb import rules as disturb
from engine.mechanics.modal_faces import rules as modal_faces
from engine.rules import unsupported_actions


def part_cast(state: GameState, obj: GameObject, action: CastAction) -> GameObject:
    """The object as the part of the card its caster chose (709.3, 715.3, 712.11b), or cast
    transformed from its owner's graveyard with disturb (702.146a, 712.11a)."""
    if disturb.may_cast(obj, PlayerId(action.player)):
        return disturb.transformed(obj)
    if adventure.wants_adventure(obj, action):
        return adventure.as_adventure(state, obj)
    if modal_faces.back_face(obj) is not None:
        return modal_faces.cast_face(state, obj, action.half)
    if obj.card.halves or action.half is not None:
        return cast_half(state, obj, action)
    return obj


def part_events(cast: GameObject, spell: GameObject) -> list[Event]:
    """What is said of the part cast, if the spell is one part of its card; `cast` is the object
    as it was cast from its zone, `spell` the spell on the stack."""
    if (said := adventure.cast_events(cast, spell)) is not None:
        return said  # cast as an Adventure, or from exile after one (715.3b, 715.3d)
    if (said := modal_faces.cast_events(spell)) is not None:
        return said
    if cast.whole is not None:
        text = f"{spell.card.name} is the half of {cast.whole.name} cast: only it is on the stack."
        return [event("split_half", text, "709.3", "709.3b", objects=[spell.id])]
    return []


def cast_half(state: GameState, obj: GameObject, action: CastAction) -> GameObject:
    """The card as the half of a split card its caster chose (709.3): only that half is
    evaluated to see if it can be cast and put on the stack (709.3a), and only its
    characteristics exist there (709.3b); any other card as it is."""
    halves = obj.card.halves if obj.face_down is None and obj.copied is None else ()
    name = describe(state, obj)
    if not halves:
        if action.half is not None:
            # A half the card data lacks is unread, not absent (715.3).
            unsupported_actions.refuse_missing_half(state, obj, action.half)
            raise IllegalActionError(f"{name} isn't a split card: it has no halves", ("709.1",))
        return obj
    names = " or ".join(h.name for h in halves)
    if action.half is None:
        raise IllegalActionError(
            f"{name} is a split card: its caster chooses which half to cast, {names}", ("709.3",)
        )
    half = next((h for h in halves if fold_name(h.name) == fold_name(action.half)), None)
    if half is None:
        unsupported_actions.refuse_missing_half(state, obj, action.half)
        raise IllegalActionError(
            f"{name} has no half named {action.half[:60]!r}: its halves are {names}", ("709.3",)
        )
    return replace(obj, card=half, whole=obj.card)
