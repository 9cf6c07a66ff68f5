"""The instruction making damage unpreventable for the rest of the turn (615.12)."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction


class DamageCantBePrevented(MechanicInstruction):
    """ "Damage can't be prevented this turn." (Stomp): until the cleanup step (514.2), prevention
    effects applied to damage prevent none of it, and shields aren't used up by it (615.12)."""

    op: Literal["damage_cant_be_prevented"] = "damage_cant_be_prevented"
