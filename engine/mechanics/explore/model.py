"""Explore's instruction (701.44a), one member of the vocabulary's `Effect` union."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.bounds import TargetIndex
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction
from engine.cards.vocabulary.triggers import trigger_event

#: Its trigger event: "whenever a creature you control explores" (701.44b).
EXPLORES = trigger_event("explores")

#: The exploring permanent: a target, the card itself, or the creature a trigger event names.
Explorer = TargetIndex | Literal["self", "that_creature"]


class Explore(MechanicInstruction):
    """The permanent `target` names explores (701.44a): the card itself ("it explores"), a
    target ("target creature you control explores") or the creature a trigger event names
    ("whenever a creature you control enters, it explores"). One that left the battlefield
    still explores, as it last existed (701.44c)."""

    op: Literal["explore"] = "explore"
    target: Explorer = "self"
