"""Ravenous's spelling (702.156a): a keyword with no parameter that stands for entering with X
+1/+1 counters (a replacement effect, 614.1c; X the spell's, 107.3m) and for a triggered ability
whose intervening-if condition is its own."""

from __future__ import annotations

from engine.cards.vocabulary.keyword_names import entering_counters, keyword_name
from engine.cards.vocabulary.triggers import trigger_condition_name

RULE = "702.156a"
RAVENOUS = keyword_name("Ravenous")
entering_counters(RAVENOUS, "+1/+1", RULE, x=True)

#: Its triggered ability's own condition, "if X is 5 or more" (702.156a), checked by its rules.
RAVENOUS_CONDITION = trigger_condition_name("ravenous")
#: The least X that draws a card (702.156a).
DRAWS_FROM = 5
