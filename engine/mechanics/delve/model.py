"""Delve's spelling, a keyword with no parameter (702.66a)."""

from __future__ import annotations

from engine.cards.vocabulary.keyword_names import keyword_name

DELVE = keyword_name("Delve")
