"""Afflict's spelling, a keyword with a number (702.130a), and what it means, said alike by the
card page and the event log; it has no instruction of its own: the ability it stands for is made
of the vocabulary's (`rules`)."""

from __future__ import annotations

from engine.cards.vocabulary.keyword_names import keyword_with, number

AFFLICT = keyword_with("Afflict", number(), cumulative=True)
RULE = "702.130a"


def meaning(n: str) -> str:
    """What "Afflict N" means, for its N."""
    return f"whenever this creature becomes blocked, defending player loses {n} life"
