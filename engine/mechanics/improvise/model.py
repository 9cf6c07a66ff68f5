"""Improvise's spelling, a keyword with no parameter (702.126a)."""

from __future__ import annotations

from engine.cards.vocabulary.keyword_names import keyword_name

IMPROVISE = keyword_name("Improvise")
