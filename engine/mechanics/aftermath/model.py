"""Aftermath's spelling, a keyword with no parameter (702.127a), and the mark of a spell cast with
it from a graveyard ("aftermath", its `chosen`), which the stack's leaving asks."""

from __future__ import annotations

from engine.cards.vocabulary.keyword_names import keyword_name

RULE = "702.127a"
AFTERMATH = keyword_name("Aftermath")
#: What a half cast from a graveyard with aftermath is marked, in its `chosen` (702.127a).
CAST_FROM_GRAVEYARD = "aftermath"
