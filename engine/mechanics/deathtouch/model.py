"""Deathtouch's spelling, a keyword with no parameter (702.2a)."""

from __future__ import annotations

from engine.cards.vocabulary.keyword_names import keyword_name

DEATHTOUCH = keyword_name("Deathtouch", simple=True, quality=True)
