"""Removing all counters' instruction (122.1), one member of the vocabulary's `Effect` union."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.bounds import TargetIndex
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction


class RemoveAllCounters(MechanicInstruction):
    """Remove every counter of every kind from `target` (122.1): a target, or the card itself."""

    op: Literal["remove_all_counters"] = "remove_all_counters"
    target: TargetIndex | Literal["self"] = "self"
