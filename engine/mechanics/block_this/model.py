"""The instruction making a target creature block this creature this turn if able (613.11)."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.bounds import TargetIndex
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction

RULE = "509.1c"


class BlockThisIfAble(MechanicInstruction):
    """ "Target creature blocks this creature this turn if able": the creature of target spec
    `target` blocks the permanent whose ability it is, as it is now, if able (509.1c)."""

    op: Literal["block_this_if_able"] = "block_this_if_able"
    target: TargetIndex = 0
