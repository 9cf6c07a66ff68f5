"""Casting a prototype card prototyped (702.160a, 718.3): the choice, announced as the spell is
cast, marks the object before its total cost is determined, so that casting evaluates only its
prototype's mana cost, power and toughness (718.3a: its mana cost is the one paid, 601.2f) and
the spell put on the stack and the permanent it becomes keep them (718.3b)."""

from __future__ import annotations

from engine.core.errors import IllegalActionError
from engine.core.events import describe, event
from engine.core.prototyped import prototyped, prototyped_card
from engine.core.replace import replace
from engine.core.state import Event, GameObject, GameState
from engine.mechanics.prototype.model import PROTOTYPED_MARK, RULE


def cast_prototyped(state: GameState, obj: GameObject) -> GameObject:
    """`obj` being cast prototyped (718.3), refused for a card without prototype (702.160a) —
    and for one cast face down, which is a 2/2 with no abilities before it is put on the stack
    (708.4, 708.2a), so no prototype to cast it with."""
    if obj.face_down is not None:
        raise IllegalActionError(
            f"{describe(state, obj)} is cast face down, a 2/2 with no abilities: it can't be "
            "cast prototyped",
            ("708.4", "708.2a", "702.160a"),
        )
    if prototyped_card(obj.card) is None:
        raise IllegalActionError(
            f"{describe(state, obj)} has no prototype to cast it with", ("702.160a", "601.2b")
        )
    return replace(obj, chosen=(*obj.chosen, (PROTOTYPED_MARK, True)))


def mark(obj: GameObject) -> tuple[tuple[str, bool], ...]:
    """The mark the spell being cast carries onto the stack when it is cast prototyped (718.3b):
    the spell put on the stack is a new object (400.7), which keeps it."""
    cast = any(k == PROTOTYPED_MARK and v for k, v in obj.chosen)
    return ((PROTOTYPED_MARK, True),) if cast else ()


def note(state: GameState, spell: GameObject) -> list[Event]:
    """What the log says of a spell cast prototyped (718.3b): its values as a prototyped spell."""
    values = prototyped(spell)
    if values is None:
        return []
    text = (
        f"{describe(state, spell)} is cast prototyped: a {values.power}/{values.toughness} with "
        f"mana cost {values.mana_cost}, which the permanent it becomes keeps."
    )
    return [event("prototyped", text, "702.160a", RULE, objects=[spell.id])]
