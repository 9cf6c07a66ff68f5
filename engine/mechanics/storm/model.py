"""Storm's instruction (702.40a), one member of the vocabulary's `Effect` union, and the
keyword's spelling, one of the simple keywords."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.keyword_names import keyword_name
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction

keyword_name("Storm", simple=True, cumulative=True)


class StormCopies(MechanicInstruction):
    """The effect of a storm trigger (702.40a): copy the spell it comes from once for each other
    spell cast before it this turn; its controller may choose new targets for each copy."""

    op: Literal["storm_copies"] = "storm_copies"
