"""Flipping read from oracle text (CR 710.1a): the verb "flip" in the grammar's tree, of the
card itself only ("…, flip it", "If you control ten or more lands, flip this creature")."""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards.grammar.tree import Objects
from engine.cards.lowering.phrases import object_ref
from engine.cards.lowering.registry import Verb, verb
from engine.cards.vocabulary import Effect
from engine.mechanics.flip.model import Flip


@verb("flip", "flips")
def _flip(v: Verb) -> Sequence[Effect] | None:
    """ "Flip this creature" / "flip it": the card itself, never a coin (705)."""
    parts = v.predicate.text
    if v.subject is not None or v.duration is not None or len(parts) != 1:
        return None
    if not isinstance(parts[0], Objects) or object_ref(parts[0], v.scope) != "self":
        return None
    return [Flip()]
