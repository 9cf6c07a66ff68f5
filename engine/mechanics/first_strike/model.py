"""First strike's spelling, a keyword with no parameter (702.7a)."""

from __future__ import annotations

from engine.cards.vocabulary.keyword_names import keyword_name

FIRST_STRIKE = keyword_name("First strike", simple=True, quality=True)
