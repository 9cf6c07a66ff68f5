"""Earthbend's instruction (701.66a), one member of the vocabulary's `Effect` union."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from engine.cards.vocabulary.bounds import MAX_AMOUNT, TargetIndex
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction

RULE = "701.66a"


class Earthbend(MechanicInstruction):
    """Earthbend `amount` (701.66a): the land the target spec `target` names ("target land you
    control") becomes a 0/0 land creature with haste for the rest of the game, gets `amount`
    +1/+1 counters, and a delayed triggered ability returns it to the battlefield tapped under
    its earthbender's control when it dies or is put into exile."""

    op: Literal["earthbend"] = "earthbend"
    target: TargetIndex
    amount: int = Field(ge=1, le=MAX_AMOUNT)
