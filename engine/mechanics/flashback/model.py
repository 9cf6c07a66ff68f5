"""Flashback's spelling, a keyword with a mana cost (702.34a), written in capitals, without X."""

from __future__ import annotations

from engine.cards.vocabulary.keyword_names import keyword_with, mana_cost

FLASHBACK = keyword_with("Flashback", mana_cost(x=False), joined=True, costed=True)
