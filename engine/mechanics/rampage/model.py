"""Rampage's spelling, a keyword with a number, and its instruction (702.23a), one member of the
vocabulary's `Effect` union."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from engine.cards.vocabulary.bounds import MAX_N
from engine.cards.vocabulary.keyword_names import keyword_with, number
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction

#: Its spelling, with its number N from 1 ("Rampage 2", 702.23a).
RAMPAGE = keyword_with("Rampage", number(1, MAX_N), cumulative=True)


class Rampage(MechanicInstruction):
    """Rampage's instruction (702.23a): this creature gets +N/+N until end of turn for each
    creature blocking it beyond the first, counted once, as the ability resolves (702.23b)."""

    op: Literal["rampage"] = "rampage"
    amount: int = Field(ge=1, le=MAX_N)
