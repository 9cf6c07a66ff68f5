"""Flipping a flip card (CR 710): the instruction to flip the permanent whose ability it is, a
member of the vocabulary's `Effect` union."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction


class Flip(MechanicInstruction):
    """ "Flip this creature" / "flip it" (710.1a): the permanent whose ability it is takes its
    flipped half's name, text, type line, power and toughness (710.2), keeping its mana cost and
    colors (710.1c); it stays the same object."""

    op: Literal["flip"] = "flip"
