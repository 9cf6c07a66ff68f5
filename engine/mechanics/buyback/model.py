"""Buyback's spelling, a keyword with a mana cost (702.27a), written in capitals, without X; its
cost is an additional cost (118.8) its caster announces paying (the cast action's `buyback`),
which sends the spell back to its owner's hand as it resolves (`engine.rules.stack`)."""

from __future__ import annotations

from engine.cards.vocabulary.casting import additional_cost
from engine.cards.vocabulary.keyword_names import keyword_with, mana_cost

BUYBACK = keyword_with("Buyback", mana_cost(x=False), joined=True, costed=True)
additional_cost(BUYBACK, "702.27a", mark="buyback", announced_by="buyback")
