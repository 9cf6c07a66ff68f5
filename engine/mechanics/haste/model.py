"""Haste's spelling, a keyword with no parameter (702.10a)."""

from __future__ import annotations

from engine.cards.vocabulary.keyword_names import keyword_name

HASTE = keyword_name("Haste", simple=True, quality=True)
