"""For Mirrodin!'s instruction (702.163a), one member of the vocabulary's `Effect` union, and the
keyword's spelling."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.keyword_names import keyword_name
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction

FOR_MIRRODIN = keyword_name("For Mirrodin!")


class ForMirrodin(MechanicInstruction):
    """For Mirrodin!'s instruction (702.163a): create a 2/2 red Rebel creature token, then
    attach this Equipment to it (301.5)."""

    op: Literal["for_mirrodin"] = "for_mirrodin"
