"""The instruction exiling the top card of a library to be cast as it resolves (701.13a,
608.2g), a member of the `Effect` union."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction


class ExileTopToCast(MechanicInstruction):
    """Its controller exiles the top card of their library (701.13a) and may cast it as the
    spell or ability resolves, paying its costs (608.2g, 608.2d); the card is the resolution's
    `offered` one, which "if you don't" asks about (`Condition.not_cast`)."""

    op: Literal["exile_top_to_cast"] = "exile_top_to_cast"
