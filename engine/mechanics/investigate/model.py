"""Investigate's instruction (701.16a), one member of the vocabulary's `Effect` union."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.amounts import Amount
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction


class Investigate(MechanicInstruction):
    """Investigate (701.16a): create a Clue token (111.10f), `count` times."""

    op: Literal["investigate"] = "investigate"
    count: Amount = 1
