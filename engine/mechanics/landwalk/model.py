"""Landwalk's spellings, "[basic land type]walk" (702.14a), each a keyword with no parameter, and
the rule each stands for (702.14c)."""

from __future__ import annotations

from engine.cards.vocabulary.combat import evasion, restriction
from engine.cards.vocabulary.keyword_names import keyword_name

#: The land type each landwalk names (702.14c).
LANDWALK = {
    "Plainswalk": "Plains",
    "Islandwalk": "Island",
    "Swampwalk": "Swamp",
    "Mountainwalk": "Mountain",
    "Forestwalk": "Forest",
}

for _walk, _land in LANDWALK.items():
    evasion(
        keyword_name(_walk, simple=True, quality=True),
        restriction(
            "cant_be_blocked_if_defender_controls",
            f"has {_walk.lower()} and can't be blocked as long as the defending player "
            f"controls {'a' if _land != 'Island' else 'an'} {_land}",
            "702.14c",
            filter={"types": ["Land"], "subtypes": [_land]},
        ),
    )
