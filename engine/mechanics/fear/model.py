"""Fear's spelling, a keyword with no parameter, and the rule it stands for (702.36b)."""

from __future__ import annotations

from engine.cards.vocabulary.combat import evasion, restriction
from engine.cards.vocabulary.keyword_names import keyword_name

FEAR = evasion(
    keyword_name("Fear", simple=True),
    restriction(
        "cant_be_blocked_by",
        "has fear and can't be blocked except by artifact creatures and/or black creatures",
        "702.36b",
        filter={"not_types": ["Artifact"], "not_colors": ["B"]},
    ),
)
