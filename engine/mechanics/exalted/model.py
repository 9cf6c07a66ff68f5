"""Exalted's spelling, a keyword with no parameter (702.83a), and what it means, said alike by
the card page and the event log; it has no instruction of its own: the ability it stands for is
made of the vocabulary's (`rules`)."""

from __future__ import annotations

from engine.cards.vocabulary.keyword_names import keyword_name

EXALTED = keyword_name("Exalted", simple=True)
RULE = "702.83a"
MEANING = (
    "whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn"
)
