"""The instruction that returns every matching permanent to its owner's hand (400.7), a member
of the `Effect` union."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.bounds import TargetIndex
from engine.cards.vocabulary.filters import Filter
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction


class BounceAll(MechanicInstruction):
    """Return each permanent on the battlefield `filter` names to its owner's hand, as this
    resolves: none is targeted (115.10a). "You control" is from the point of view of this
    instruction's controller — or, with `filter_player`, of the player chosen for that target
    spec ("Return all nonland permanents target player controls to their owner's hand",
    109.5); each goes to its owner's hand, whoever controls it (108.3)."""

    op: Literal["bounce_all"] = "bounce_all"
    filter: Filter = Filter()
    filter_player: TargetIndex | None = None
