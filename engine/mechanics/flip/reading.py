"""Flipping read from oracle text (CR 710.1a): the verb "flip" in the grammar's tree, of the
card itself only ("…, flip it", "If you control ten or more lands, flip this creature"), and the
sentence "Flip ~" of an ability the compiler's templates read ("Whenever the fourth spell of a
turn is cast, flip Erayo.")."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.cards.compiler.registry import sentence_reader
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


@sentence_reader("flip", 201)
def flip(text: str, targets: Any, subject: Any) -> list[dict[str, Any]] | None:
    """ "Flip ~" among a template-read ability's sentences: the permanent itself (710.1a)."""
    del targets, subject
    return [{"op": "flip"}] if text == "flip ~" else None
