"""Unleash's spelling, a keyword with no parameter (702.98a)."""

from __future__ import annotations

from engine.cards.vocabulary.keyword_names import keyword_name

UNLEASH = keyword_name("Unleash")
