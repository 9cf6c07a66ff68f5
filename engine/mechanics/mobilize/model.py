"""Mobilize's spelling, a keyword with a number (702.181a), and its instruction, a member of the
vocabulary's `Effect` union: the attack trigger's (its delayed trigger's sacrifice of the tokens
it made is the vocabulary's `LaterOnTokens`)."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from engine.cards.vocabulary.bounds import MAX_N
from engine.cards.vocabulary.keyword_names import keyword_with, number
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction

#: Its spelling, with its number N from 1 ("Mobilize 3", 702.181a).
MOBILIZE = keyword_with("Mobilize", number(1, MAX_N))
RULE = "702.181a"


class Mobilize(MechanicInstruction):
    """The attack trigger's effect (702.181a): create `count` 1/1 red Warrior creature tokens
    that enter tapped and attacking (508.4), and the delayed triggered ability that sacrifices
    them at the beginning of the next end step (603.7a)."""

    op: Literal["mobilize"] = "mobilize"
    count: int = Field(ge=1, le=MAX_N)
