"""Infect's spelling, a keyword with no parameter (702.90a)."""

from __future__ import annotations

from engine.cards.vocabulary.keyword_names import keyword_name

INFECT = keyword_name("Infect", simple=True)
