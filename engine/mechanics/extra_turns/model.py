"""The instruction giving a player extra turns (500.7), a member of the `Effect` union."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from engine.cards.vocabulary.bounds import TargetIndex
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction


class TakeExtraTurns(MechanicInstruction):
    """ "Take an extra turn after this one." (Time Walk), "Target player takes two extra turns
    after this one." (Time Stretch): `count` turns added directly after the current one for each
    player it names, one at a time — the most recently created is taken first (500.7)."""

    op: Literal["take_extra_turns"] = "take_extra_turns"
    count: int = Field(default=1, ge=1, le=20)
    #: "you" (the controller of the spell or ability) or "target" (`target`, a player).
    player: Literal["you", "target"] = "you"
    target: TargetIndex | None = None
