"""Entwine's spelling, a keyword with a mana cost (702.42a), written in capitals, without X."""

from __future__ import annotations

from engine.cards.vocabulary.keyword_names import keyword_with, mana_cost

ENTWINE = keyword_with("Entwine", mana_cost(x=False), joined=True, costed=True)
