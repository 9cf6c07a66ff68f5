"""Evoke's spelling, a keyword with a mana cost (702.74a), written in capitals, without X; it has
no instruction of its own."""

from __future__ import annotations

from engine.cards.vocabulary.keyword_names import keyword_with, mana_cost

EVOKE = keyword_with("Evoke", mana_cost(x=False), joined=True, costed=True)
