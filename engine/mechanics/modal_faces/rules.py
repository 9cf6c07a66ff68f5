"""Choosing the face of a modal double-faced card that is cast or played (CR 712.11b, 712.12).

Only the chosen face is evaluated to see whether it can be cast or played (712.11c, the rulings:
"consider only the characteristics of the face you're playing") and only it is put on the stack
or the battlefield: the object takes that face's characteristics (`card`), its mana cost and
mana value too (712.8f, 202.3: a back face's own, 0 for a land), and keeps the card as its
`whole`. A modal double-faced card is never transformed (712.3; the rulings), so its back face
isn't `CardDef.back`.
"""

from __future__ import annotations

from engine.cards.names import fold_name
from engine.cards.vocabulary.card import CardDef
from engine.core.errors import IllegalActionError
from engine.core.events import describe, event
from engine.core.replace import replace
from engine.core.state import Event, GameObject, GameState


def back_face(obj: GameObject) -> CardDef | None:
    """The modal double-faced card's back face, None for any other object (a face-down card or
    a copy has the characteristics it was given instead, 708.2, 707.2)."""
    if obj.face_down is not None or obj.copied is not None:
        return None
    return obj.card.modal_back


def _faces(obj: GameObject, back: CardDef) -> str:
    return f"{obj.card.name} or {back.name}"


def cast_face(state: GameState, obj: GameObject, half: str | None) -> GameObject:
    """The card as the face its caster chose (712.11b): the front face unless the action names
    the back face (712.11); with the back face, only that face is evaluated and cast (712.11c)."""
    back = back_face(obj)
    if back is None or half is None or fold_name(half) == fold_name(obj.card.name):
        return obj
    if fold_name(half) != fold_name(back.name):
        raise IllegalActionError(
            f"{describe(state, obj)} has no face named {half[:60]!r}: its faces are "
            f"{_faces(obj, back)}",
            ("712.11b",),
        )
    return replace(obj, card=back, whole=obj.card)


def played_face(state: GameState, obj: GameObject, half: str | None) -> GameObject:
    """The card as the face its player plays as a land (712.12: one of its faces that is a
    land, the player's choice): the face the action names, the front face when it names none,
    as the card is in the hand (712.8a) — a back face that is a land must be named."""
    back = back_face(obj)
    if half is None or fold_name(half) == fold_name(obj.card.name):
        if back is not None and "Land" not in obj.card.types and "Land" in back.types:
            raise IllegalActionError(
                f"{describe(state, obj)} is not a land; its back face {back.name} is, and is "
                "played by naming it as the action's half",
                ("712.12", "305.1"),
            )
        return obj
    if back is None or fold_name(half) != fold_name(back.name):
        faces = obj.card.name if back is None else _faces(obj, back)
        raise IllegalActionError(
            f"{describe(state, obj)} has no face named {half[:60]!r}: its faces are {faces}",
            ("712.12",),
        )
    return replace(obj, card=back, whole=obj.card)


def cast_events(spell: GameObject) -> list[Event] | None:
    """What is said of a modal double-faced card cast with its back face up (712.11b, 712.8f);
    None for any other spell."""
    if not spell.modal_back_up or spell.whole is None:
        return None
    cost = spell.card.mana_cost or "none"
    text = (
        f"{spell.card.name} is cast as the back face of {spell.whole.name}: on the stack it has "
        f"only that face's characteristics, its mana value that of its own mana cost ({cost})."
    )
    return [event("modal_face", text, "712.11b", "712.8f", "202.3", objects=[spell.id])]


def played_events(obj: GameObject) -> list[Event]:
    """What is said of a modal double-faced card played as its back face (712.12)."""
    if not obj.modal_back_up or obj.whole is None:
        return []
    text = (
        f"{obj.card.name}, the back face of {obj.whole.name}, is played as a land: it enters "
        "with that face up and has only its characteristics on the battlefield."
    )
    return [event("modal_face", text, "712.12", "712.8f", objects=[obj.id])]
