"""Proliferate's instruction (701.34a), one member of the vocabulary's `Effect` union."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.amounts import Amount
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction


class Proliferate(MechanicInstruction):
    """Proliferate (701.34a), `count` times ("proliferate twice"): each time, choose any number
    of permanents and/or players that have a counter and give each one more counter of each kind
    it has."""

    op: Literal["proliferate"] = "proliferate"
    count: Amount = 1
