"""The vocabulary's base model and the bounds on its numbers.

Every definition is validated data (frozen, no unknown fields); the bounds keep what one card can
ask of the engine small (README: limits).
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field


class Model(BaseModel):
    """A piece of the card vocabulary: frozen, and refusing fields it doesn't know."""

    model_config = ConfigDict(frozen=True, extra="forbid")


#: The largest number a card's text may give (damage, cards, tokens, counters, life): no card
#: says more than a few dozen, and a bound keeps one instruction's work bounded.
MAX_AMOUNT = 1000
#: The largest power, toughness or P/T change a definition may give.
MAX_PT = 1000
#: How many target specs a definition may have; a target reference is an index below it.
MAX_TARGET_SPECS = 10

Amount = Annotated[int, Field(ge=0, le=MAX_AMOUNT)] | Literal["X"]
#: A target spec's index (0-based).
TargetIndex = Annotated[int, Field(ge=0, lt=MAX_TARGET_SPECS)]
PT = Annotated[int, Field(ge=-MAX_PT, le=MAX_PT)]
