"""Renown's spelling, a keyword with a number, and its instruction (702.112a), one member of the
vocabulary's `Effect` union."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from engine.cards.vocabulary.bounds import MAX_N
from engine.cards.vocabulary.keyword_names import keyword_with, number
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction
from engine.cards.vocabulary.triggers import trigger_condition_name

#: Its spelling, with its number N from 1 ("Renown 2", 702.112a).
RENOWN = keyword_with("Renown", number(1, MAX_N), cumulative=True)


class Renown(MechanicInstruction):
    """Renown's instruction (702.112a): put `amount` +1/+1 counters on this creature and it
    becomes renowned, a designation it keeps until it leaves the battlefield (702.112b)."""

    op: Literal["renown"] = "renown"
    amount: int = Field(ge=1, le=MAX_N)


#: Its triggered ability's own condition (702.112a), checked by its rules.
RENOWN_CONDITION = trigger_condition_name("renown")
