"""Adapt's instruction (701.46a), one member of the vocabulary's `Effect` union."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from engine.cards.vocabulary.bounds import MAX_N
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction


class Adapt(MechanicInstruction):
    """Adapt N (701.46a), a keyword action: "If this permanent has no +1/+1 counters on it, put
    N +1/+1 counters on it." — checked as it resolves, so a permanent that has one by then gets
    none."""

    op: Literal["adapt"] = "adapt"
    amount: Annotated[int, Field(ge=1, le=MAX_N)]
