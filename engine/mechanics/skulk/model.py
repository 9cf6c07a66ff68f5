"""Skulk's spelling, a keyword with no parameter, and the rule it stands for (702.118b)."""

from __future__ import annotations

from engine.cards.vocabulary.combat import evasion, restriction
from engine.cards.vocabulary.keyword_names import keyword_name

SKULK = evasion(
    keyword_name("Skulk", simple=True),
    restriction(
        "cant_be_blocked_by",
        "has skulk and can't be blocked by creatures with greater power",
        "702.118b",
        greater_power=True,
    ),
)
