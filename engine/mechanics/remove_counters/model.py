"""Removing all counters' instruction (122.1), one member of the vocabulary's `Effect` union."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from engine.cards.vocabulary.amounts import Amount
from engine.cards.vocabulary.bounds import TargetIndex
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction


class RemoveAllCounters(MechanicInstruction):
    """Remove every counter of every kind from `target` (122.1): a target, or the card itself."""

    op: Literal["remove_all_counters"] = "remove_all_counters"
    target: TargetIndex | Literal["self"] = "self"


class RemoveCounters(MechanicInstruction):
    """Remove `amount` counters of the kind `counter` from `target` (122.1): as many as it has
    when it has fewer ("Remove an ice counter from Dark Depths")."""

    op: Literal["remove_counters"] = "remove_counters"
    counter: str = Field(min_length=1, max_length=40)
    amount: Amount = 1
    target: TargetIndex | Literal["self"] = "self"
