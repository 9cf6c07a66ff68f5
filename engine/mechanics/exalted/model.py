"""Exalted's spelling, a keyword with no parameter (702.83a), and what it means, said alike by
the card page and the event log; it has no instruction of its own: the ability it stands for is
made of the vocabulary's (`rules`). Each instance functions independently (113.2c): a creature
with exalted twice has two triggered abilities, so a second one gained is kept."""

from __future__ import annotations

from engine.cards.vocabulary.keyword_names import keyword_name

EXALTED = keyword_name("Exalted", simple=True, cumulative=True)
RULE = "702.83a"
MEANING = (
    "whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn"
)
