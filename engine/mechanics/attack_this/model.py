"""The instruction making a player's creatures attack this permanent if able (613.11)."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.bounds import TargetIndex
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction


class AttackThisIfAble(MechanicInstruction):
    """ "During target opponent's next turn, creatures that player controls attack ~ if able":
    the player of target spec `player`; the permanent whose ability it is, as it is now."""

    op: Literal["attack_this_if_able"] = "attack_this_if_able"
    player: TargetIndex
