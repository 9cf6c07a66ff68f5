"""The instruction that gives a keyword its controller chooses as it resolves (608.2d), a member
of the `Effect` union."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from engine.cards.vocabulary.bounds import TargetIndex
from engine.cards.vocabulary.filters import Filter
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction

#: What gains it: a target, the card itself, or the creature its trigger event names (603.2).
Gainer = TargetIndex | Literal["self", "enchanted", "that_creature"]


class GainChosenKeyword(MechanicInstruction):
    """ "[Target creature / ~ / it] gains your choice of `options` until end of turn": as this
    resolves its controller chooses one of the keywords (608.2d), which the object — or each
    permanent matching `filter`, those matching as it resolves (611.2c) — gains until end of
    turn (613.1f, 514.2)."""

    op: Literal["gain_chosen_keyword"] = "gain_chosen_keyword"
    options: tuple[str, ...] = Field(min_length=2, max_length=6)
    target: Gainer | None = None
    filter: Filter | None = None

    @model_validator(mode="after")
    def _one_subject(self) -> GainChosenKeyword:
        if (self.target is None) == (self.filter is None):
            raise ValueError("give exactly one of 'target' or 'filter'")
        if len(set(self.options)) != len(self.options):
            raise ValueError("each keyword is one of the options once")
        return self
