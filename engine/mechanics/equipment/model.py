"""Equip's instruction (702.6a), attaching this permanent to the target, one member of the
vocabulary's `Effect` union."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.bounds import TargetIndex
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction


class Attach(MechanicInstruction):
    """Attach this permanent to the target (Equip, 702.6a): an Equipment can't equip itself or
    a non-creature (301.5c); if it can't be attached, it doesn't move (301.5b)."""

    op: Literal["attach"] = "attach"
    target: TargetIndex = 0
