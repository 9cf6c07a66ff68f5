"""Bolster read from oracle text (701.39a): the verb "bolster" in the grammar's tree ("When this
creature enters, bolster 1.", "Destroy target creature with flying. Bolster 2."), whose one object
is a number. Any other subject or object leaves the line unread."""

from __future__ import annotations

from collections.abc import Sequence

from engine.cards.lowering.phrases import number
from engine.cards.lowering.registry import Verb, verb
from engine.cards.vocabulary import Effect
from engine.mechanics.bolster.model import Bolster


@verb("bolster", "bolsters")
def _bolster(v: Verb) -> Sequence[Effect] | None:
    """ "bolster N" (701.39a): the imperative, "you", with a number N of one or more."""
    parts = v.predicate.text
    if v.subject is not None or v.duration is not None or len(parts) != 1:
        return None
    amount = number(parts[0])
    if not isinstance(amount, int) or amount < 1:
        return None
    return [Bolster(amount=amount)]
