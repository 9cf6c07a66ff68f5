"""Cumulative upkeep's spelling, a keyword with a mana cost (702.24a), the cost written in
capitals and made of numbers and the colors' and colorless mana's symbols; it has no instruction
of its own."""

from __future__ import annotations

from engine.cards.vocabulary.keyword_names import keyword_with, mana_cost

CUMULATIVE_UPKEEP = keyword_with(
    "Cumulative upkeep", mana_cost(symbols=r"\d+|[WUBRGC]"), joined=True, cumulative=True
)
