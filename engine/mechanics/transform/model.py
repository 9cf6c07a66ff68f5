"""Transforming double-faced cards (CR 712, 701.27): the instruction to turn one over, a member
of the vocabulary's `Effect` union."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction


class Transform(MechanicInstruction):
    """ "Transform this creature" (701.27a): the permanent whose ability it is turns over, its
    other face up; it stays the same object (712.18)."""

    op: Literal["transform"] = "transform"
