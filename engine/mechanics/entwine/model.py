"""Entwine's spelling, a keyword with a mana cost (702.42a), written in capitals, without X; its
cost is an additional cost (118.8) paid once when every mode is chosen beyond the number the spell
says."""

from __future__ import annotations

from engine.cards.vocabulary.casting import additional_cost
from engine.cards.vocabulary.keyword_names import keyword_with, mana_cost

ENTWINE = keyword_with("Entwine", mana_cost(x=False), joined=True, costed=True)
additional_cost(
    ENTWINE,
    "702.42a",
    paid="all_modes",
    said="All the modes of {name} are chosen: its {keyword} cost {cost} is paid too.",
)
