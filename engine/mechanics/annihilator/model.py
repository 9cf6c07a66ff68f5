"""Annihilator's spelling, a keyword with a number (702.86a), and what it means, said alike by the
card page and the event log; it has no instruction of its own: the ability it stands for is made
of the vocabulary's (`rules`)."""

from __future__ import annotations

from engine.cards.vocabulary.keyword_names import keyword_with, number

ANNIHILATOR = keyword_with("Annihilator", number(), cumulative=True)
RULE = "702.86a"


def meaning(n: str) -> str:
    """What "Annihilator N" means, for its N."""
    return (
        f"whenever this creature attacks, defending player sacrifices {n} permanents of their "
        "choice"
    )
