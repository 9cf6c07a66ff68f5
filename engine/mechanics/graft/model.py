"""Graft's spelling, a keyword with a number, its triggered ability's intervening "if" and its
instruction (702.58a), one member of the vocabulary's `Effect` union."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.bounds import MAX_N
from engine.cards.vocabulary.keyword_names import entering_counters, keyword_with, number
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction
from engine.cards.vocabulary.triggers import trigger_condition_name

RULE = "702.58a"

#: Its spelling, with its number N from 1 ("Graft 2", 702.58a); each instance works
#: separately (702.58b).
GRAFT = keyword_with("Graft", number(1, MAX_N), cumulative=True)
#: It stands for entering with N +1/+1 counters too (702.58a, 614.1c).
entering_counters(GRAFT, "+1/+1", RULE)
#: The triggered ability's intervening "if": "if this permanent has a +1/+1 counter on it"
#: (603.4).
HAS_COUNTER = trigger_condition_name("graft")


class MoveCounterOnto(MechanicInstruction):
    """Move a +1/+1 counter from this permanent onto the creature the trigger event named
    (702.58a): removed from one and put onto the other, or neither when either can't be
    (122.5)."""

    op: Literal["move_counter_onto"] = "move_counter_onto"
