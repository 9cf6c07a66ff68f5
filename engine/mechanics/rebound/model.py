"""The instruction of rebound's delayed triggered ability (702.88a), one member of the
vocabulary's `Effect` union, and the keyword's spelling."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.keyword_names import keyword_name
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction

keyword_name("Rebound")


class Rebound(MechanicInstruction):
    """The instruction of rebound's delayed triggered ability (702.88a): "you may cast this card
    from exile without paying its mana cost" — the card exiled as the spell resolved, as the
    object it became there (400.7), which the ability remembers."""

    op: Literal["rebound"] = "rebound"
