"""The instruction that returns cards of its controller's choice from their graveyard, a member
of the `Effect` union."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from engine.cards.vocabulary.filters import Filter
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction


class ReturnChosenCards(MechanicInstruction):
    """Its controller chooses `amount` cards matching `filter` in their own graveyard as it
    resolves (608.2d; none targeted, 115.10a) — all of them when there are no more, and any
    number up to `amount` with `up_to` — and puts them into their hand, onto the battlefield
    under their control (110.2; tapped with `tapped`, 110.5b) or on top of their library
    (401.1), each a new object (400.7)."""

    op: Literal["return_chosen_cards"] = "return_chosen_cards"
    filter: Filter = Filter()
    amount: int = Field(default=1, ge=1, le=10)
    up_to: bool = False
    to: Literal["hand", "battlefield", "library_top"] = "hand"
    tapped: bool = False
