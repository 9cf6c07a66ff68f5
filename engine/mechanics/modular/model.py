"""Modular's instruction (702.43a), one member of the vocabulary's `Effect` union."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.bounds import Model, TargetIndex


class ModularCounters(Model):
    """Modular's instruction (702.43a): put a +1/+1 counter on the target for each +1/+1 counter
    on this permanent as it last existed on the battlefield (608.2h)."""

    op: Literal["modular_counters"] = "modular_counters"
    target: TargetIndex = 0
