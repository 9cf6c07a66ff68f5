"""The instruction that taps or untaps its object, as its controller chooses while it resolves
(701.26a-b, 608.2d), a member of the `Effect` union."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.bounds import TargetIndex
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction

#: What is tapped or untapped: a target, the card itself, what it enchants or the creature a
#: trigger event names (the vocabulary's `TargetRef`).
Tapped = TargetIndex | Literal["self", "enchanted", "that_creature"]


class TapOrUntap(MechanicInstruction):
    """Tap or untap each object `target` names: its controller chooses which as it resolves
    (608.2d). "You may" around it is the vocabulary's `May`, asked first."""

    op: Literal["tap_or_untap"] = "tap_or_untap"
    target: Tapped
