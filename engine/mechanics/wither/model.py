"""Wither's spelling, a keyword with no parameter (702.80a)."""

from __future__ import annotations

from engine.cards.vocabulary.keyword_names import keyword_name

WITHER = keyword_name("Wither", simple=True)
