"""Undying (CR 702.93) in play: a triggered ability of a permanent, built from the keyword
and found by the one trigger scanner — the ability it and persist stand for, with its counter
(`engine.cards.vocabulary.returns_with_counter`).
"""

from __future__ import annotations

from engine.cards.vocabulary.returns_with_counter import returns_with_counter
from engine.mechanics.undying.model import COUNTER, RULE, UNDYING
from engine.modifiers.triggers import stands_for

#: The triggered ability "Undying" stands for (702.93a).
undying_ability = stands_for(UNDYING, RULE, returns_with_counter(UNDYING, COUNTER))
