"""Horsemanship's spelling, a keyword with no parameter, and the rule it stands for (702.31b)."""

from __future__ import annotations

from engine.cards.vocabulary.combat import evasion, restriction
from engine.cards.vocabulary.keyword_names import keyword_name

HORSEMANSHIP = evasion(
    keyword_name("Horsemanship", simple=True, quality=True),
    restriction(
        "cant_be_blocked_by",
        "has horsemanship and can't be blocked by creatures without horsemanship",
        "702.31b",
        filter={"not_keywords": ["Horsemanship"]},
    ),
)
