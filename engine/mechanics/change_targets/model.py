"""The instruction that changes a spell's targets (115.7), a member of the `Effect` union."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.bounds import TargetIndex
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction


class ChangeTargets(MechanicInstruction):
    """The targets of the spell chosen for `target` change as this resolves, chosen by this
    instruction's controller. `how` "change": "change the target" — each target only to another
    legal target, or none changes (115.7a); "choose_new": "you may choose new targets" — it may
    keep its targets, or take new legal ones (115.7d). The spell's mode doesn't change (115.8)."""

    op: Literal["change_targets"] = "change_targets"
    target: TargetIndex
    how: Literal["change", "choose_new"]
