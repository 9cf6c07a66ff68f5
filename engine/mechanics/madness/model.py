"""Madness's spelling, a keyword with a mana cost (702.35a), written in capitals, without X; its
cost is an alternative cost (702.35b, 118.9) paid only as its own triggered ability resolves; its
trigger event ("when this card is exiled this way") and the instruction of that ability, one
member of the vocabulary's `Effect` union."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.casting import keyword_alternative
from engine.cards.vocabulary.keyword_names import keyword_with, mana_cost
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction
from engine.cards.vocabulary.triggers import trigger_event

RULE = "702.35a"
MADNESS = keyword_with("Madness", mana_cost(x=False), costed=True)
keyword_alternative(
    MADNESS,
    RULE,
    "702.35b",
    said="{name} is cast for its madness cost {cost} rather than its mana cost.",
    mark="madness",
)
#: "When this card is exiled this way" (702.35a): the card itself, discarded into exile.
EXILED_THIS_WAY = trigger_event("discarded_into_exile")


class CastForMadness(MechanicInstruction):
    """Madness's triggered instruction (702.35a): its owner may cast the exiled card by paying its
    madness cost rather than its mana cost; if they don't, they put it into their graveyard."""

    op: Literal["cast_for_madness"] = "cast_for_madness"
