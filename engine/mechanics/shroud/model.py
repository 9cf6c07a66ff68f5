"""Shroud's spelling, a keyword with no parameter (702.18a)."""

from __future__ import annotations

from engine.cards.vocabulary.keyword_names import keyword_name

SHROUD = keyword_name("Shroud", simple=True)
