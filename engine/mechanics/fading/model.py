"""Fading's spelling, a keyword with a number, and its instruction (702.32a), one member of the
vocabulary's `Effect` union."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.bounds import MAX_N
from engine.cards.vocabulary.keyword_names import entering_counters, keyword_with, number
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction

#: Its spelling, with its number N from 1 ("Fading 2", 702.32a).
FADING = keyword_with("Fading", number(1, MAX_N))
#: It stands for entering with N fade counters too (702.32a, 614.1c).
entering_counters(FADING, "fade", "702.32a")


class RemoveCounterOrSacrifice(MechanicInstruction):
    """Fading's instruction (702.32a): remove a `counter` counter from this permanent; if you
    can't, sacrifice it (701.21a)."""

    op: Literal["remove_counter_or_sacrifice"] = "remove_counter_or_sacrifice"
    counter: str = "fade"
