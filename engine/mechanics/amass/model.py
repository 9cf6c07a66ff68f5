"""Amass's instruction (701.47a), one member of the vocabulary's `Effect` union."""

from __future__ import annotations

from typing import Literal

from pydantic import field_validator

from engine.cards.vocabulary.amounts import Amount
from engine.cards.vocabulary.creature_types import is_creature_type
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction

RULE = "701.47a"


class Amass(MechanicInstruction):
    """Amass [subtype] N (701.47a): `subtype` the creature type, singular ("Orc", "Zombie"),
    which older cards' "amass N" is too after their errata (701.47d); `amount` N."""

    op: Literal["amass"] = "amass"
    subtype: str
    amount: Amount

    @field_validator("subtype")
    @classmethod
    def _creature_type(cls, value: str) -> str:
        if not is_creature_type(value):
            raise ValueError(f"{value!r} is no creature type (205.3m)")
        return value
