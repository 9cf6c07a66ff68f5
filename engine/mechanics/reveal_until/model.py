"""The instruction revealing cards from the top of a library until one of a kind (701.20a), a
member of the `Effect` union."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.filters import Filter
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction


class RevealUntil(MechanicInstruction):
    """Its controller reveals cards from the top of their library one at a time until a card
    matching `filter` is revealed (701.20a); that card goes into their hand or onto the
    battlefield (`to`, `tapped`), and the other revealed cards go on the bottom of the library
    in a random order. With no such card, every card of the library is revealed and all of
    them go on the bottom."""

    op: Literal["reveal_until"] = "reveal_until"
    filter: Filter
    to: Literal["hand", "battlefield"] = "hand"
    tapped: bool = False
