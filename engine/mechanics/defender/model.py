"""Defender's spelling, a keyword with no parameter (702.3a)."""

from __future__ import annotations

from engine.cards.vocabulary.keyword_names import keyword_name

DEFENDER = keyword_name("Defender", simple=True, quality=True)
