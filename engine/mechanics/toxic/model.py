"""Toxic's spelling, a keyword with a number (702.164a)."""

from __future__ import annotations

from engine.cards.vocabulary.keyword_names import keyword_with, number

TOXIC = keyword_with("Toxic", number())
