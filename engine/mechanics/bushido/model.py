"""Bushido's spelling, a keyword with a number (702.45a), and what it means, said alike by the
card page and the event log; it has no instruction of its own: the ability it stands for is made
of the vocabulary's (`rules`)."""

from __future__ import annotations

from engine.cards.vocabulary.keyword_names import keyword_with, number

BUSHIDO = keyword_with("Bushido", number(), cumulative=True)
RULE = "702.45a"


def meaning(n: str) -> str:
    """What "Bushido N" means, for its N."""
    return f"whenever this creature blocks or becomes blocked, it gets +{n}/+{n} until end of turn"
