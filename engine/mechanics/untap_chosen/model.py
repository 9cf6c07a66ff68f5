"""Untapping up to N permanents chosen as the instruction resolves: a member of the `Effect`
union."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from engine.cards.vocabulary.filters import Filter
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction


class UntapUpTo(MechanicInstruction):
    """ "Untap up to two lands." (701.26b): the resolving object's controller chooses up to
    `amount` tapped permanents matching `filter` ("lands you control" adds its controller) as it
    resolves (608.2d) — not targets, so any player's — and each is untapped."""

    op: Literal["untap_up_to"] = "untap_up_to"
    amount: int = Field(ge=1, le=10)
    filter: Filter = Filter(types=("Land",))
