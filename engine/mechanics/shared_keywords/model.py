"""The instruction granting a group the listed keywords one of its members has (702), a member
of the `Effect` union."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from engine.cards.vocabulary.filters import Filter
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction


class GainSharedKeywords(MechanicInstruction):
    """Each permanent `filter` names gains, until end of turn, each keyword of `keywords` that
    one of them has as this resolves — the group and the keywords determined then, the set
    locked in (611.2c; Odric's rulings: a creature that gains one later, or leaves, changes
    nothing). A variant of a listed keyword is granted as that variant ("hexproof from white",
    Odric's ruling); several instances are redundant (702.11e and the like)."""

    op: Literal["gain_shared_keywords"] = "gain_shared_keywords"
    keywords: tuple[str, ...] = Field(min_length=1)
    filter: Filter
