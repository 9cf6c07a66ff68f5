"""Intimidate's spelling, a keyword with no parameter, and the rule it stands for (702.13b)."""

from __future__ import annotations

from engine.cards.vocabulary.combat import evasion, restriction
from engine.cards.vocabulary.keyword_names import keyword_name

INTIMIDATE = evasion(
    keyword_name("Intimidate", simple=True),
    restriction(
        "cant_be_blocked_by",
        "has intimidate and can't be blocked except by artifact creatures and/or creatures "
        "that share a color with it",
        "702.13b",
        filter={"not_types": ["Artifact"]},
        shares_color_exempt=True,
    ),
)
