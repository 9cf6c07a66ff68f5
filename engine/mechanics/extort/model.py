"""Extort's instruction (702.101a), one member of the vocabulary's `Effect` union, and the
keyword's spelling."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.keyword_names import keyword_name
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction

keyword_name("Extort", cumulative=True)


class Extort(MechanicInstruction):
    """Extort's instruction once its {W/B} is paid (702.101a): each opponent loses 1 life and
    its controller gains life equal to the total life lost this way."""

    op: Literal["extort"] = "extort"
