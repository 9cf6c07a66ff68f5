"""Riot's spelling, a keyword with no parameter (702.136a)."""

from __future__ import annotations

from engine.cards.vocabulary.keyword_names import keyword_name

RIOT = keyword_name("Riot")
