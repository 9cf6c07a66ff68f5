"""Mentor's spelling (702.134a): a keyword with no instruction of its own (its ability puts a
+1/+1 counter, the vocabulary's `PutCounters`)."""

from __future__ import annotations

from engine.cards.vocabulary.keyword_names import keyword_name

keyword_name("Mentor", cumulative=True)
