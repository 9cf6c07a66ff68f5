"""Afterlife's spelling, a keyword with a number (702.135a); it has no instruction of its own:
the ability it stands for creates tokens (`rules`)."""

from __future__ import annotations

from engine.cards.vocabulary.bounds import MAX_N
from engine.cards.vocabulary.keyword_names import keyword_with, number

AFTERLIFE = keyword_with("Afterlife", number(1, MAX_N), cumulative=True)
