"""Flying's spelling, a keyword with no parameter, and the rule it stands for (702.9b)."""

from __future__ import annotations

from engine.cards.vocabulary.combat import evasion, restriction
from engine.cards.vocabulary.keyword_names import keyword_name

FLYING = evasion(
    keyword_name("Flying", simple=True, quality=True),
    restriction(
        "cant_be_blocked_by",
        "has flying and can't be blocked except by creatures with flying or reach",
        "702.9b",
        filter={"not_keywords": ["Flying", "Reach"]},
    ),
)
