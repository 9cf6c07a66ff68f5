"""Warp's mark and instruction (702.185a): a spell cast for its warp cost is "warped", and so is
the permanent it becomes, whose delayed triggered ability exiles it (`WarpExile`); the card so
exiled remembers the turn it was exiled in (`EXILED_IN`), after which its owner may cast it."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.casting import cast_mark
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction

RULE = "702.185a"
WARPED = cast_mark("warped", RULE)
#: The designation of a card exiled by warp's delayed triggered ability (702.185b, a "warped
#: card"): the number of the turn it was exiled in, kept in its `chosen` while it stays there.
EXILED_IN = "warped_in_turn"


class WarpExile(MechanicInstruction):
    """ "Exile the permanent this spell becomes" (702.185a): the permanent the delayed ability
    remembers ("that creature", 603.7c), if it is still that object on the battlefield."""

    op: Literal["warp_exile"] = "warp_exile"
