"""Playing a bestowed Aura (CR 702.103b, 702.103e-f): casting a card bestowed marks it before its
target is chosen, so it is evaluated as the Aura spell it is (702.103d) and targets what it can
enchant (303.4a, 601.2c); the mark ends when its target is illegal as it begins resolving — it
resolves as a creature spell instead of not resolving (702.103e, 608.3b) — and when the Aura is
unattached or attached illegally — it stays on the battlefield as an enchantment creature instead
of going to the graveyard (702.103f, an exception to 704.5m)."""

from __future__ import annotations

from engine.core.bestowed import unbestowed
from engine.core.events import describe, event
from engine.core.replace import replace
from engine.core.state import Event, GameObject, GameState
from engine.mechanics.bestow.model import BESTOWED_MARK


def cast_bestowed(obj: GameObject) -> GameObject:
    """`obj` being cast bestowed (702.103a-b), from its announcement on (601.2b)."""
    return replace(obj, chosen=(*obj.chosen, (BESTOWED_MARK, True)))


def resolves_as_creature(state: GameState, spell: GameObject) -> tuple[GameState, list[Event]]:
    """A bestowed Aura spell whose target is illegal as it begins resolving ceases to be
    bestowed and continues resolving as a creature spell (702.103e, 608.3b)."""
    state = state.with_object(unbestowed(spell))
    text = (
        f"{describe(state, spell)}'s target is illegal as it resolves: it ceases to be bestowed "
        "and continues resolving as a creature spell rather than not resolving."
    )
    return state, [event("bestow_ends", text, "702.103e", "608.3b", objects=[spell.id])]


def becomes_creature(
    state: GameState, aura: GameObject, reason: str
) -> tuple[GameState, list[Event]]:
    """A bestowed Aura unattached or attached illegally (`reason`) becomes unattached and ceases
    to be bestowed: it stays on the battlefield, an enchantment creature again (702.103f, an
    exception to 704.5m)."""
    host = aura.attached_to
    state = state.with_object(unbestowed(aura))
    text = (
        f"{describe(state, aura)} is a bestowed Aura {reason}: it becomes unattached, ceases to "
        "be bestowed and stays on the battlefield as an enchantment creature."
    )
    objects = [aura.id] if host is None else [aura.id, host]
    return state, [event("bestow_ends", text, "702.103f", "704.5m", objects=objects)]
