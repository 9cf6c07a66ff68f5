"""Indestructible's spelling, a keyword with no parameter (702.12a)."""

from __future__ import annotations

from engine.cards.vocabulary.keyword_names import keyword_name

INDESTRUCTIBLE = keyword_name("Indestructible", simple=True)
