"""The keywords daybound and nightbound (702.145): their spellings, two of the simple keywords."""

from __future__ import annotations

from engine.cards.vocabulary.keyword_names import keyword_name

DAYBOUND = keyword_name("Daybound", simple=True)
NIGHTBOUND = keyword_name("Nightbound", simple=True)
