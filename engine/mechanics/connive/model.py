"""Connive's instruction (701.50a), one member of the vocabulary's `Effect` union."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.bounds import TargetIndex
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction

#: The conniving permanent: a target, the card itself, or the creature a trigger event names.
Conniver = TargetIndex | Literal["self", "that_creature"]


class Connive(MechanicInstruction):
    """The permanent `target` names connives (701.50a): the card itself ("it connives"), a
    target ("target creature you control connives") or the creature a trigger event names. One
    that left the battlefield still connives, as it last existed (701.50c)."""

    op: Literal["connive"] = "connive"
    target: Conniver = "self"
