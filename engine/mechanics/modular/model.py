"""Modular's spelling, a keyword with a number, and its instruction (702.43a), one member of the
vocabulary's `Effect` union."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.bounds import MAX_N, TargetIndex
from engine.cards.vocabulary.keyword_names import entering_counters, keyword_with, number
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction

#: Its spelling, with its number N from 1 ("Modular 2", 702.43a).
MODULAR = keyword_with("Modular", number(1, MAX_N))
#: It stands for entering with N +1/+1 counters too (702.43a, 614.1c).
entering_counters(MODULAR, "+1/+1", "702.43a")


class ModularCounters(MechanicInstruction):
    """Modular's instruction (702.43a): put a +1/+1 counter on the target for each +1/+1 counter
    on this permanent as it last existed on the battlefield (608.2h)."""

    op: Literal["modular_counters"] = "modular_counters"
    target: TargetIndex = 0
