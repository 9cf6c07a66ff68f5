"""Toxic's spelling, a keyword with a number (702.164a), whose instances add up (702.164b)."""

from __future__ import annotations

from engine.cards.vocabulary.keyword_names import keyword_with, number

TOXIC = keyword_with("Toxic", number(), cumulative=True)
