"""The instruction milling cards and taking one of them, a member of the `Effect` union."""

from __future__ import annotations

from typing import ClassVar, Literal

from engine.cards.vocabulary.amounts import Amount
from engine.cards.vocabulary.filters import Filter
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction


class MillAndTake(MechanicInstruction):
    """Its controller mills `amount` cards (701.17a), then may put a card matching `filter`
    from among the cards milled this way into their hand — found in the public zone each went
    to, a graveyard or exile (701.17c) — the card of their choice as it resolves (608.2d);
    none when none of them matches (609.3)."""

    op: Literal["mill_and_take"] = "mill_and_take"
    amount: Amount
    filter: Filter
    #: "If you don't, …" asks whether a card was put into the hand (608.2c): its handler's
    #: events say so (`engine.instructions.if_you_do`).
    if_done: ClassVar[bool] = True
