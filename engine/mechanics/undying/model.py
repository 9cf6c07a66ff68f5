"""Undying's spelling (702.93a), its rule and the counter its return looks for and puts on."""

from __future__ import annotations

from engine.cards.vocabulary.keyword_names import keyword_name

UNDYING = keyword_name("Undying")
RULE = "702.93a"
#: The counter whose absence lets it return, and which it returns with (702.93a).
COUNTER = "+1/+1"
