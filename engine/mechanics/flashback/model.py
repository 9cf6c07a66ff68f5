"""Flashback's spelling, a keyword with a mana cost (702.34a), written in capitals, without X;
its cost is an alternative cost (118.9) of a card cast from its owner's graveyard, leaving
"flashback" in the spell's `chosen` (it is exiled whenever it would leave the stack)."""

from __future__ import annotations

from engine.cards.vocabulary.casting import keyword_alternative
from engine.cards.vocabulary.keyword_names import keyword_with, mana_cost

FLASHBACK = keyword_with("Flashback", mana_cost(x=False), joined=True, costed=True)
keyword_alternative(
    FLASHBACK,
    "702.34a",
    said="{name} is cast from its owner's graveyard with flashback: its flashback cost {cost} is "
    "paid rather than its mana cost.",
    mark="flashback",
)
