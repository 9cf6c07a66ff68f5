"""Vigilance's spelling, a keyword with no parameter (702.20a)."""

from __future__ import annotations

from engine.cards.vocabulary.keyword_names import keyword_name

VIGILANCE = keyword_name("Vigilance", simple=True, quality=True)
