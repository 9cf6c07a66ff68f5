"""Bloodthirst's spelling, a keyword with a number (702.54a); it stands for an entering
replacement (`engine.cards.vocabulary.replacements.entering_replacement`)."""

from __future__ import annotations

from engine.cards.vocabulary.bounds import MAX_N
from engine.cards.vocabulary.keyword_names import entering_counters, keyword_with, number

BLOODTHIRST = keyword_with("Bloodthirst", number(1, MAX_N))
#: It stands for entering with N +1/+1 counters too (702.54a, 614.1c).
entering_counters(BLOODTHIRST, "+1/+1", "702.54a", if_opponent_damaged=True)
