"""The instruction that puts a card of its controller's choice from their hand onto the
battlefield, a member of the `Effect` union."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.filters import Filter
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction


class PutFromHand(MechanicInstruction):
    """Put a card matching `filter` from the controller's hand onto the battlefield under
    their control (`tapped`: "onto the battlefield tapped"), the card of their choice as this
    resolves; with none in hand, nothing happens (609.3). Neither cast nor played (305.4)."""

    op: Literal["put_from_hand"] = "put_from_hand"
    filter: Filter
    tapped: bool = False
