"""Disturb's spelling, a keyword with a mana cost (702.146a), without X; its cost is an
alternative cost (118.9) of the card's graveyard, a part of the spell's total cost (601.2f)."""

from __future__ import annotations

from engine.cards.vocabulary.casting import keyword_alternative
from engine.cards.vocabulary.keyword_names import keyword_with, mana_cost

RULE = "702.146a"
DISTURB = keyword_with("Disturb", mana_cost(x=False), costed=True)
keyword_alternative(
    DISTURB,
    RULE,
    "712.11a",
    said="{name} is cast transformed from its owner's graveyard for its disturb cost {cost} "
    "rather than its mana cost: it is on the stack with its back face up, and its mana value "
    "is its front face's.",
    mark="disturbed",
)
