"""The instruction of a coin flip won or lost (705.2), a member of the `Effect` union."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field, field_validator, model_validator

from engine.cards.vocabulary.bounds import MAX_TARGET_SPECS
from engine.cards.vocabulary.held_instructions import held_instructions
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction
from engine.cards.vocabulary.target_refs import HoldsInstructions


class FlipCoin(MechanicInstruction, HoldsInstructions):
    """ "Flip a coin. If you win the flip, [then]. If you lose the flip, [otherwise]." (705.2):
    its controller flips a coin, and what follows the flip's outcome happens, as part of the same
    spell or ability (608.2c)."""

    op: Literal["flip_coin"] = "flip_coin"
    then: tuple[Any, ...] = Field(default=(), max_length=MAX_TARGET_SPECS)
    otherwise: tuple[Any, ...] = Field(default=(), max_length=MAX_TARGET_SPECS)

    @field_validator("then", "otherwise")
    @classmethod
    def _are_instructions(cls, value: tuple[Any, ...]) -> tuple[Any, ...]:
        return held_instructions(value)

    @model_validator(mode="after")
    def _something_follows(self) -> FlipCoin:
        if not (self.then or self.otherwise):
            raise ValueError("a flip needs what happens if it is won, or lost")
        return self
