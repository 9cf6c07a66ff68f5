"""The instruction that changes the targets of a spell or ability (115.7), a member of the
`Effect` union."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.bounds import TargetIndex
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction


class ChangeTargets(MechanicInstruction):
    """The targets of the spell or ability chosen for `target` change as this resolves, chosen
    by this instruction's controller. `how` "change": "change the target" — each target only to
    another legal target, or none changes (115.7a); "to_self": "change a target … to this
    creature" — one target, to the object whose text this is, if that is legal (115.7b);
    "choose_new": "you may choose new targets" — it may keep its targets, or take new legal ones
    (115.7d). The mode doesn't change (115.8)."""

    op: Literal["change_targets"] = "change_targets"
    target: TargetIndex
    how: Literal["change", "to_self", "choose_new"]
