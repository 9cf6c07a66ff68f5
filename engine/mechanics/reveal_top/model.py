"""The instruction revealing the top card of a library and acting on it if it has a quality
(701.20a, 701.20e), a member of the `Effect` union."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.filters import Filter
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction

#: What is done when a card with the quality is revealed: the permanent whose ability it is
#: transforms (701.27a), or the revealed card is put into its owner's hand or onto the
#: battlefield tapped under its controller's control.
Then = Literal["transform", "hand", "battlefield_tapped"]


class RevealTop(MechanicInstruction):
    """Its controller may reveal the top card of their library (608.2d, 701.20a) — having looked
    at it first with `look` (701.20e) — and if a card matching `filter` is revealed this way,
    `then` is done. A card not revealed, or not matching, stays on top (the card's ruling: it
    may be revealed whatever it is)."""

    op: Literal["reveal_top"] = "reveal_top"
    look: bool = False
    filter: Filter
    then: Then
