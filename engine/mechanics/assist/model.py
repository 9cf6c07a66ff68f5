"""Assist's spelling (702.132a): a keyword with no parameter and no instruction of its own; it
changes how its spell's total cost is paid (`rules`, `engine.rules.cast_spell`)."""

from __future__ import annotations

from engine.cards.vocabulary.keyword_names import keyword_name

RULE = "702.132a"
ASSIST = keyword_name("Assist")
