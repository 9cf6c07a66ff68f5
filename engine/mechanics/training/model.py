"""Training's spelling (702.149a): a keyword with no instruction of its own (its ability puts a
+1/+1 counter, the vocabulary's `PutCounters`)."""

from __future__ import annotations

from engine.cards.vocabulary.keyword_names import keyword_name
from engine.cards.vocabulary.triggers import trigger_condition_name

keyword_name("Training", cumulative=True)

#: Its triggered ability's own condition (702.149a), checked by its rules.
TRAINING_CONDITION = trigger_condition_name("training")
