"""Phasing's spelling, a keyword with no parameter (702.26a)."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.bounds import TargetIndex
from engine.cards.vocabulary.filters import Filter
from engine.cards.vocabulary.keyword_names import keyword_name
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction

PHASING = keyword_name("Phasing", simple=True)


class PhaseOut(MechanicInstruction):
    """ "All permanents you control phase out." (Teferi's Protection), "Target creature phases
    out.": each permanent phases out as this resolves (702.26b), under its controller, with what
    is attached to it (702.26g); it phases in during that player's next untap step (702.26a).
    `target` a target; else every permanent `filter` names, none targeted (115.10a), "you"
    from this instruction's controller's point of view."""

    op: Literal["phase_out"] = "phase_out"
    target: TargetIndex | Literal["self"] | None = None
    filter: Filter = Filter()
