"""Fabricate's spelling, a keyword with a number, and its instruction (702.123a), one member of the
vocabulary's `Effect` union."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from engine.cards.vocabulary.bounds import MAX_N
from engine.cards.vocabulary.keyword_names import keyword_with, number
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction

#: Its spelling, with its number N from 1 ("Fabricate 2", 702.123a).
FABRICATE = keyword_with("Fabricate", number(1, MAX_N), cumulative=True)


class Fabricate(MechanicInstruction):
    """Fabricate's instruction (702.123a): you may put `amount` +1/+1 counters on this
    permanent; if you don't, create that many 1/1 colorless Servo artifact creature tokens."""

    op: Literal["fabricate"] = "fabricate"
    amount: int = Field(ge=1, le=MAX_N)
