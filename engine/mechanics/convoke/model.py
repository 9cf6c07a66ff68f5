"""Convoke's spelling, a keyword with no parameter (702.51a)."""

from __future__ import annotations

from engine.cards.vocabulary.keyword_names import keyword_name

CONVOKE = keyword_name("Convoke")
