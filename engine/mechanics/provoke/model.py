"""Provoke's spelling, a keyword with no parameter (702.39a) whose instances each trigger
(702.39b), and its instruction, one member of the vocabulary's `Effect` union."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.bounds import TargetIndex
from engine.cards.vocabulary.keyword_names import keyword_name
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction

RULE = "702.39a"
PROVOKE = keyword_name("Provoke", simple=True, cumulative=True)
MEANING = (
    "whenever this creature attacks, you may have target creature defending player controls "
    "block it this combat if able; if you do, untap that creature"
)


class Provoke(MechanicInstruction):
    """The target `target` names blocks the provoking creature (the ability's source) this
    combat if able, and is untapped (702.39a)."""

    op: Literal["provoke"] = "provoke"
    target: TargetIndex = 0
