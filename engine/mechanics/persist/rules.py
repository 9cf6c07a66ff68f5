"""Persist (CR 702.79) in play: a triggered ability of a permanent, built from the keyword
and found by the one trigger scanner — the ability it and undying stand for, with its counter
(`engine.cards.vocabulary.returns_with_counter`).
"""

from __future__ import annotations

from engine.cards.vocabulary.returns_with_counter import returns_with_counter
from engine.mechanics.persist.model import COUNTER, PERSIST, RULE
from engine.modifiers.triggers import stands_for

#: The triggered ability "Persist" stands for (702.79a).
persist_ability = stands_for(PERSIST, RULE, returns_with_counter(PERSIST, COUNTER))
