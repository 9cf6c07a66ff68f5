"""Embalm's and eternalize's instruction (702.128a, 702.129a), one member of the vocabulary's
`Effect` union."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction


class EmbalmCopy(MechanicInstruction):
    """Embalm's and eternalize's effect (702.128a, 702.129a): create a token that's a copy of
    this card (the ability's source, as it last existed in the graveyard, 608.2h), except it's
    white (eternalize: black and 4/4), it has no mana cost, and it's a Zombie in addition to its
    other types (707.9a-b)."""

    op: Literal["embalm_copy"] = "embalm_copy"
    eternalize: bool = False
