"""Double strike's spelling, a keyword with no parameter (702.4a)."""

from __future__ import annotations

from engine.cards.vocabulary.keyword_names import keyword_name

DOUBLE_STRIKE = keyword_name("Double strike", simple=True)
