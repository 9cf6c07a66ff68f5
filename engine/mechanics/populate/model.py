"""Populate's instruction (701.36a), one member of the vocabulary's `Effect` union."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction


class Populate(MechanicInstruction):
    """Populate (701.36a): choose a creature token you control (not targeted) and create a token
    that's a copy of it; with none, nothing happens (701.36b). With `tapped_and_attacking` the
    new token enters tapped and attacking (508.4), if it is a creature."""

    op: Literal["populate"] = "populate"
    tapped_and_attacking: bool = False
