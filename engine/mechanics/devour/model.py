"""Devour's spelling, a keyword with a number (702.82a)."""

from __future__ import annotations

from engine.cards.vocabulary.bounds import MAX_N
from engine.cards.vocabulary.keyword_names import keyword_with, number

RULE = "702.82a"

#: Its spelling, with its number N from 1 ("Devour 2", 702.82a).
DEVOUR = keyword_with("Devour", number(1, MAX_N))
