"""Poisonous's spelling, a keyword with a number (702.70a), and what it means, said alike by the
card page and the event log; it has no instruction of its own: the ability it stands for is made
of the vocabulary's (`rules`)."""

from __future__ import annotations

from engine.cards.vocabulary.bounds import MAX_N
from engine.cards.vocabulary.keyword_names import keyword_with, number

#: Its spelling, with its number N from 1 ("Poisonous 3", 702.70a); each instance triggers
#: separately (702.70b), so a second one gained is kept.
POISONOUS = keyword_with("Poisonous", number(1, MAX_N), cumulative=True)
RULE = "702.70a"


def meaning(n: str) -> str:
    """What "Poisonous N" means, for its N."""
    counters = "a poison counter" if n == "1" else f"{n} poison counters"
    return f"whenever this creature deals combat damage to a player, that player gets {counters}"
