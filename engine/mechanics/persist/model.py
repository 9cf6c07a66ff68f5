"""Persist's spelling (702.79a), its rule and the counter its return looks for and puts on."""

from __future__ import annotations

from engine.cards.vocabulary.keyword_names import keyword_name

PERSIST = keyword_name("Persist")
RULE = "702.79a"
#: The counter whose absence lets it return, and which it returns with (702.79a).
COUNTER = "-1/-1"
