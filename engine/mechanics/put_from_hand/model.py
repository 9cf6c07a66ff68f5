"""The instruction that puts cards of its controller's choice from their hand onto the
battlefield, a member of the `Effect` union."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from engine.cards.vocabulary.bounds import MAX_AMOUNT
from engine.cards.vocabulary.filters import Filter
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction


class PutFromHand(MechanicInstruction):
    """Put a card matching `filter` from the controller's hand onto the battlefield under
    their control (`tapped`: "onto the battlefield tapped"), the card of their choice as this
    resolves; with none in hand, nothing happens (609.3). Neither cast nor played (305.4).
    `up_to` N: "put up to seven permanent cards from your hand onto the battlefield" (Ugin, the
    Spirit Dragon) — any number of them from none to N, chosen as it resolves (608.2d), entering
    at the same time (603.6a). An Aura among them has what it enchants chosen as it enters,
    never one entering beside it (303.4f: `engine.operations.entering_hosts`)."""

    op: Literal["put_from_hand"] = "put_from_hand"
    filter: Filter
    tapped: bool = False
    up_to: Annotated[int, Field(ge=2, le=MAX_AMOUNT)] | None = None
