"""Trample's spelling, a keyword with no parameter (702.19a)."""

from __future__ import annotations

from engine.cards.vocabulary.keyword_names import keyword_name

TRAMPLE = keyword_name("Trample", simple=True, quality=True)
