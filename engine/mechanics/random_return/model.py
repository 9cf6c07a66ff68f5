"""The instruction that returns cards picked at random from its controller's graveyard, a
member of the `Effect` union."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from engine.cards.vocabulary.filters import Filter
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction


class ReturnAtRandom(MechanicInstruction):
    """Return `amount` cards `filter` names, picked at random among those in its controller's
    graveyard as it resolves (all of them when there are no more), to their owner's hand or
    onto the battlefield under their owner's control (110.2) — each a new object (400.7)."""

    op: Literal["return_at_random"] = "return_at_random"
    filter: Filter = Filter()
    amount: int = Field(default=1, ge=1, le=10)
    to: Literal["hand", "battlefield"] = "hand"
