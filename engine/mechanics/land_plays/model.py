"""The instruction letting its controller play more lands this turn."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction


class MayPlayAdditionalLands(MechanicInstruction):
    """ "You may play an additional land this turn." (Explore), "… up to two additional lands
    this turn": a continuous effect on the controller (611.2a, 613.10) adding `count` to the
    lands they can play this turn (305.2a), ending in the cleanup step (514.2)."""

    op: Literal["may_play_additional_lands"] = "may_play_additional_lands"
    count: int = Field(default=1, ge=1, le=100)
