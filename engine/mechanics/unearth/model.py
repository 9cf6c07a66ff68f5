"""Unearth's instruction (702.84a), one member of the vocabulary's `Effect` union."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction


class Unearth(MechanicInstruction):
    """Unearth's effect (702.84a): return this card from your graveyard to the battlefield; it
    gains haste; exile it at the beginning of the next end step (a delayed triggered ability,
    603.7); if it would leave the battlefield, exile it instead of putting it anywhere else."""

    op: Literal["unearth"] = "unearth"
