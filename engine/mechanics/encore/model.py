"""Encore's instruction (702.141a), one member of the vocabulary's `Effect` union."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction


class Encore(MechanicInstruction):
    """Encore's effect (702.141a): for each opponent, a token copy of this card (as it last
    existed in the graveyard, 608.2h) that attacks that opponent this turn if able; the tokens
    gain haste and are sacrificed at the beginning of the next end step (603.7)."""

    op: Literal["encore"] = "encore"
