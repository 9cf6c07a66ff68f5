"""Lifelink's spelling, a keyword with no parameter (702.15a)."""

from __future__ import annotations

from engine.cards.vocabulary.keyword_names import keyword_name

LIFELINK = keyword_name("Lifelink", simple=True, quality=True)
