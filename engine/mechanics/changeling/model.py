"""Changeling's spelling, a keyword with no parameter (702.73a)."""

from __future__ import annotations

from engine.cards.vocabulary.keyword_names import keyword_name

CHANGELING = keyword_name("Changeling", simple=True)
