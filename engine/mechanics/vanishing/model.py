"""Vanishing's spelling, a keyword with a number, its upkeep ability's intervening "if" and its
instruction (702.63a), one member of the vocabulary's `Effect` union."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.bounds import MAX_N
from engine.cards.vocabulary.keyword_names import entering_counters, keyword_with, number
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction
from engine.cards.vocabulary.triggers import trigger_condition_name

RULE = "702.63a"

#: Its spelling, with its number N from 1 ("Vanishing 3", 702.63a); each instance works
#: separately (702.63c).
VANISHING = keyword_with("Vanishing", number(1, MAX_N), cumulative=True)
#: It stands for entering with N time counters too (702.63a, 614.1c).
entering_counters(VANISHING, "time", RULE)
#: The upkeep ability's intervening "if": "if this permanent has a time counter on it" (603.4).
HAS_TIME_COUNTER = trigger_condition_name("vanishing")


class RemoveTimeCounter(MechanicInstruction):
    """Vanishing's upkeep instruction (702.63a): remove a time counter from this permanent."""

    op: Literal["remove_time_counter"] = "remove_time_counter"
