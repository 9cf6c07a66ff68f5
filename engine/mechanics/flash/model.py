"""Flash's spelling, a keyword with no parameter (702.8a)."""

from __future__ import annotations

from engine.cards.vocabulary.keyword_names import keyword_name

FLASH = keyword_name("Flash", simple=True)
