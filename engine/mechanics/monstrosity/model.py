"""Monstrosity's instruction (701.37a), one member of the vocabulary's `Effect` union."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from engine.cards.vocabulary.bounds import MAX_N
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction
from engine.cards.vocabulary.triggers import trigger_event


class Monstrosity(MechanicInstruction):
    """Monstrosity N (701.37a), a keyword action: "If this permanent isn't monstrous, put N
    +1/+1 counters on it and it becomes monstrous" — a designation kept in the object's `chosen`
    until it leaves the battlefield (701.37b), as renowned is. `amount` "X" is the X of the
    ability's cost ("{X}{X}{G}: Monstrosity X", 107.3a)."""

    op: Literal["monstrosity"] = "monstrosity"
    amount: Annotated[int, Field(ge=1, le=MAX_N)] | Literal["X"]


#: "When this creature becomes monstrous" (701.37a-b).
BECOMES_MONSTROUS = trigger_event("becomes_monstrous")
