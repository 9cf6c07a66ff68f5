"""Phasing's spelling, a keyword with no parameter (702.26a)."""

from __future__ import annotations

from engine.cards.vocabulary.keyword_names import keyword_name

PHASING = keyword_name("Phasing", simple=True)
