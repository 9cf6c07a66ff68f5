"""Separating a player's permanents into two piles and acting on the pile of that player's
choice (700.3): a member of the vocabulary's `Effect` union."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.bounds import TargetIndex
from engine.cards.vocabulary.filters import Filter
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction


class SeparatePiles(MechanicInstruction):
    """ "Separate all permanents target player controls into two piles. That player sacrifices
    all permanents in the pile of their choice." (Liliana of the Veil), "… Destroy all
    creatures in the pile of that player's choice." (Do or Die): the resolving object's
    controller puts each permanent the target player controls matching `filter` into exactly
    one of two piles (700.3a; a pile may be empty, 700.3d); that player then chooses a pile, and
    each permanent in it is sacrificed (701.21a) or destroyed (701.8a). The piles aren't
    objects and nothing leaves its zone by being put into one (700.3b-c)."""

    op: Literal["separate_piles"] = "separate_piles"
    target: TargetIndex
    filter: Filter = Filter()
    then: Literal["sacrifice", "destroy"] = "sacrifice"
