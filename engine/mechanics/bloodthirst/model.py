"""Bloodthirst's spelling, a keyword with a number (702.54a); it stands for an entering
replacement (`engine.cards.vocabulary.replacements.entering_replacement`)."""

from __future__ import annotations

from engine.cards.vocabulary.bounds import MAX_N
from engine.cards.vocabulary.keyword_names import keyword_with, number

BLOODTHIRST = keyword_with("Bloodthirst", number(1, MAX_N))
