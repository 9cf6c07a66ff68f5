"""Scavenge's instruction (702.97a), one member of the vocabulary's `Effect` union."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.bounds import TargetIndex
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction


class Scavenge(MechanicInstruction):
    """Scavenge's effect (702.97a): put +1/+1 counters equal to the power of the exiled card
    (the ability's source, as it last existed in the graveyard, 608.2h) on the target."""

    op: Literal["scavenge"] = "scavenge"
    target: TargetIndex = 0
