"""The instruction that taps or untaps every matching permanent (701.26a-b), a member of the
`Effect` union."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.filters import Filter
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction


class TapAll(MechanicInstruction):
    """Tap (or, with `untap`, untap) each permanent on the battlefield `filter` names, as this
    resolves: none is targeted (115.10a). "You control" and "your opponents control" are from
    the point of view of this instruction's controller."""

    op: Literal["tap_all"] = "tap_all"
    filter: Filter = Filter()
    untap: bool = False
