"""Cascade's instruction (702.85a), one member of the vocabulary's `Effect` union, and the
keyword's spelling."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.keyword_names import keyword_name
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction

keyword_name("Cascade", cumulative=True)


class Cascade(MechanicInstruction):
    """One part of cascade's triggered ability (702.85a): "exile" — exile cards from the top of
    the library until a nonland card with lesser mana value, then offer to cast it; "bottom" —
    put the exiled cards that weren't cast on the bottom of the library in a random order."""

    op: Literal["cascade"] = "cascade"
    part: Literal["exile", "bottom"]
