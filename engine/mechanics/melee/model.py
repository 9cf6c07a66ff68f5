"""Melee's spelling, a keyword with no parameter (702.121a), its trigger's count and its
instruction, one member of the vocabulary's `Effect` union."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.keyword_names import keyword_name
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction
from engine.cards.vocabulary.triggers import trigger_condition_name

RULE = "702.121a"

#: Its spelling; each instance triggers separately (702.121b).
MELEE = keyword_name("Melee", cumulative=True)
#: What the trigger takes as attackers are declared: the opponents attacked (702.121a).
OPPONENTS_ATTACKED = trigger_condition_name("melee")


class MeleeBonus(MechanicInstruction):
    """Melee's instruction (702.121a): this creature gets +1/+1 until end of turn for each
    opponent its controller attacked with a creature this combat, as the trigger counted."""

    op: Literal["melee"] = "melee"
