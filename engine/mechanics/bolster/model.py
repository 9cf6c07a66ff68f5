"""Bolster's instruction (701.39a), one member of the vocabulary's `Effect` union."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.amounts import Amount
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction

RULE = "701.39a"


class Bolster(MechanicInstruction):
    """Bolster N (701.39a): `amount` N, the +1/+1 counters put on the creature chosen."""

    op: Literal["bolster"] = "bolster"
    amount: Amount
