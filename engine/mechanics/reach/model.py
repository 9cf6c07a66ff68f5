"""Reach's spelling, a keyword with no parameter (702.17a)."""

from __future__ import annotations

from engine.cards.vocabulary.keyword_names import keyword_name

REACH = keyword_name("Reach", simple=True, quality=True)
