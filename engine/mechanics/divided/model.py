"""The instruction dealing damage as it was divided among a target spec's targets (601.2d)."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.bounds import TargetIndex
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction


class DealDividedDamage(MechanicInstruction):
    """ "~ deals 2 damage divided as you choose among one or two targets": the source deals each
    target of spec `to` still legal the damage announced for it as it was chosen (601.2d,
    608.2b); the amount divided is the spec's (`TargetSpec.divided`)."""

    op: Literal["damage_divided"] = "damage_divided"
    to: TargetIndex


class PutDistributedCounters(MechanicInstruction):
    """ "Distribute three +1/+1 counters among one, two, or three target creatures": each
    target of spec `to` still legal gets the counters announced for it as it was chosen (601.2d,
    608.2b), as "put N counters on it" would put them (122.1, 614.1a); the number distributed is
    the spec's (`TargetSpec.divided`)."""

    op: Literal["counters_distributed"] = "counters_distributed"
    to: TargetIndex
    counter: Literal["+1/+1", "-1/-1"]
