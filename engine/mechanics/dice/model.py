"""The instructions of a die roll with a results table (706.3), members of the `Effect` union.

`RollDie` holds its table's rows, each a `DieResult`: "If the result was in this range,
[effect]" (706.3a). The rows hold instructions of any kind, checked against the vocabulary's
`Effect` union once it exists (`held_instructions`).
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field, field_validator

from engine.cards.vocabulary.bounds import MAX_TARGET_SPECS
from engine.cards.vocabulary.held_instructions import held_instructions
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction
from engine.cards.vocabulary.target_refs import HoldsInstructions
from engine.cards.vocabulary.triggers import trigger_event

#: "Whenever you roll one or more dice" (706.1): its controller rolled.
DICE_ROLLED = trigger_event("dice_rolled")

#: The most sides a die has (706.1a: any positive N; the cards roll a d4 to a d20).
MAX_SIDES = 100


class DieResult(HoldsInstructions):
    """One row of a results table: "If the result was in this range, [effect]" (706.3a) — from
    `low` to `high` ("N1—N2", or "N" alone: `high` is `low`), or `low` and up ("N+": `high`
    None)."""

    low: int = Field(ge=1, le=MAX_SIDES)
    high: int | None = Field(ge=1, le=MAX_SIDES)
    effects: tuple[Any, ...] = Field(min_length=1, max_length=MAX_TARGET_SPECS)

    @field_validator("effects")
    @classmethod
    def _are_instructions(cls, value: tuple[Any, ...]) -> tuple[Any, ...]:
        return held_instructions(value)

    def has(self, result: int) -> bool:
        """Whether `result` is in the row's range (706.3a)."""
        return self.low <= result and (self.high is None or result <= self.high)


class RollDie(MechanicInstruction, HoldsInstructions):
    """ "Roll a d20." / "roll a six-sided die" (706.1a): its controller rolls one die of `sides`
    sides, then the row of the results table `effects` holds whose range has the result happens
    (706.3a); with no such row, nothing does. The roll, its table and what follows from it are
    one ability (706.3b)."""

    op: Literal["roll_die"] = "roll_die"
    sides: int = Field(ge=1, le=MAX_SIDES)
    effects: tuple[DieResult, ...] = Field(min_length=1, max_length=MAX_TARGET_SPECS)
