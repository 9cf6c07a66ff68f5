"""Flipping a flip card (CR 710): the permanent whose ability it is turns to its flipped half.

A flipped permanent has its flipped half's name, text, type line, power and toughness (710.2,
the layers' copiable values), with the card's mana cost and colors (710.1c); it is the same
object, keeping its counters, damage and the effects on it. Flipping is one way: a flipped
permanent doesn't flip back (710.4), and one leaving the battlefield forgets it
(`engine.operations.zones.move`).
"""

from __future__ import annotations

from engine.core.events import describe, event
from engine.core.replace import replace
from engine.core.state import GameState, Zone
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.flip.model import Flip


@handles(Flip)
def _flip(state: GameState, instr: Flip, ctx: Context) -> Result:
    """ "Flip this creature": only the permanent itself, if it is still on the battlefield
    (400.7), isn't flipped already (710.4) and is a flip card (710.1)."""
    del instr
    found = [o for o in ctx.objects(state, "self") if o.zone is Zone.BATTLEFIELD]
    if not found:
        text = f"{describe(state, ctx.source)} is no longer on the battlefield; it can't flip."
        return state, [event("flip", text, "710.1a", "400.7", objects=[ctx.source.id])]
    obj = found[0]
    name = describe(state, obj)
    flipped = obj.card.flipped
    if obj.face_down is not None or flipped is None:
        text = f"{name} isn't a flip card face up, so it doesn't flip."
        return state, [event("flip", text, "710.1", objects=[obj.id])]
    if obj.flipped:
        text = f"{name} is already flipped; flipping is one way, so nothing happens."
        return state, [event("flip", text, "710.4", objects=[obj.id])]
    state = state.with_object(replace(obj, flipped=True))
    text = (
        f"{name} flips: it is {flipped.name} now, with that half's name, text, type line, power "
        "and toughness and the card's mana cost and colors; it is the same object."
    )
    return state, [event("flip", text, "710.1a", "710.2", "710.1c", objects=[obj.id])]
