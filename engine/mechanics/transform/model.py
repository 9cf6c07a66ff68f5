"""Transforming double-faced cards (CR 712, 701.27): the instruction to turn one over, a member
of the vocabulary's `Effect` union."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction
from engine.cards.vocabulary.triggers import trigger_event

#: "Whenever this creature transforms into [this face]" (701.27e): the ability is the face's
#: own, so the face it names is the one it is on.
TRANSFORMS_INTO = trigger_event("transforms_into")


class Transform(MechanicInstruction):
    """ "Transform this creature" (701.27a): the permanent whose ability it is turns over, its
    other face up; it stays the same object (712.18)."""

    op: Literal["transform"] = "transform"
