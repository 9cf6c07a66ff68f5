"""The instruction of "You control target player during that player's next turn."."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.bounds import TargetIndex
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction


class ControlNextTurn(MechanicInstruction):
    """ "You control target player during that player's next turn" (723.1): the player of
    target spec `player` is controlled by this instruction's controller during the next turn
    that player takes."""

    op: Literal["control_next_turn"] = "control_next_turn"
    player: TargetIndex = 0
