"""Menace's spelling, a keyword with no parameter, and the rule it stands for (702.111b)."""

from __future__ import annotations

from engine.cards.vocabulary.combat import evasion, restriction
from engine.cards.vocabulary.keyword_names import keyword_name

MENACE = evasion(
    keyword_name("Menace", simple=True, quality=True),
    restriction(
        "min_blockers",
        "has menace and can't be blocked except by two or more creatures",
        "702.111b",
        amount=2,
    ),
)
