"""Hexproof's spelling, a keyword with no parameter (702.11a)."""

from __future__ import annotations

from engine.cards.vocabulary.keyword_names import keyword_name

HEXPROOF = keyword_name("Hexproof", simple=True)
