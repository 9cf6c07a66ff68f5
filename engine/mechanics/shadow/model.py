"""Shadow's spelling, a keyword with no parameter, and the rule it stands for (702.28b)."""

from __future__ import annotations

from engine.cards.vocabulary.combat import evasion, restriction
from engine.cards.vocabulary.keyword_names import keyword_name

SHADOW = evasion(
    keyword_name("Shadow", simple=True, quality=True),
    restriction(
        "cant_be_blocked_by",
        "has shadow and can't be blocked by creatures without shadow",
        "702.28b",
        filter={"not_keywords": ["Shadow"]},
    ),
    restriction(
        "can_block_only",
        "has shadow and can block only creatures with shadow",
        "702.28b",
        filter={"keywords": ["Shadow"]},
    ),
    without=restriction(
        "cant_be_blocked_by",
        "doesn't have shadow and can't be blocked by creatures with shadow",
        "702.28b",
        filter={"keywords": ["Shadow"]},
    ),
)
