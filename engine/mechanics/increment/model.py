"""Increment's spelling (702.191a): a keyword with no parameter and no instruction of its own (its
ability puts a +1/+1 counter, the vocabulary's `PutCounters`); each instance triggers separately
(702.191b), so a second one gained is kept."""

from __future__ import annotations

from engine.cards.vocabulary.keyword_names import keyword_name
from engine.cards.vocabulary.triggers import trigger_condition_name

RULE = "702.191a"
INCREMENT = keyword_name("Increment", cumulative=True)

#: Its triggered ability's own condition (702.191a), checked by its rules.
INCREMENT_CONDITION = trigger_condition_name("increment")
