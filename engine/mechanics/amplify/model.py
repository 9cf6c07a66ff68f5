"""Amplify's spelling, a keyword with a number (702.38a)."""

from __future__ import annotations

from engine.cards.vocabulary.bounds import MAX_N
from engine.cards.vocabulary.keyword_names import keyword_with, number

RULE = "702.38a"

#: Its spelling, with its number N from 1 ("Amplify 2", 702.38a); each instance works
#: separately (702.38b).
AMPLIFY = keyword_with("Amplify", number(1, MAX_N), cumulative=True)
