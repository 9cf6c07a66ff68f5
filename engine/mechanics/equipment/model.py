"""Equip's instruction (702.6a), attaching this permanent to the target, one member of the
vocabulary's `Effect` union."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.bounds import TargetIndex
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction


class Attach(MechanicInstruction):
    """Attach an Equipment — this permanent (Equip, 702.6a), or a target Equipment ("attach
    target Equipment you control to target creature you control") — to a creature: a target,
    the creature its trigger event names, or this creature (701.3a). An Equipment can't equip
    itself or a non-creature (301.5c); if it can't be attached, it doesn't move (701.3b)."""

    op: Literal["attach"] = "attach"
    target: TargetIndex | Literal["self", "that_creature"] = 0
    equipment: TargetIndex | Literal["self"] = "self"
