"""Flanking's spelling, a keyword with no parameter (702.25a), and what it means, said alike by
the card page and the event log; it has no instruction of its own: the ability it stands for is
made of the vocabulary's (`rules`)."""

from __future__ import annotations

from engine.cards.vocabulary.keyword_names import keyword_name

FLANKING = keyword_name("Flanking", simple=True, cumulative=True)
RULE = "702.25a"
MEANING = (
    "whenever this creature becomes blocked by a creature without flanking, the blocking "
    "creature gets -1/-1 until end of turn"
)
