"""Words for the keywords about casting a spell (702.27, 702.34, 702.41, 702.51, 702.66, 702.126).

The keywords themselves are read as keyword lines (`engine.cards.vocabulary.casting` spells
them); this says on the card page what the engine does with each.
"""

from __future__ import annotations

from engine.cards.vocabulary.casting import keyword_cost

_FIXED = {
    "Convoke": (
        "Convoke: as it is cast, each untapped creature you tap (the cast action's `convoke`) "
        "pays for one generic mana or one mana of its color of the total cost (702.51a)"
    ),
    "Improvise": (
        "Improvise: as it is cast, each untapped artifact you tap (the cast action's "
        "`improvise`) pays for one generic mana of the total cost (702.126a)"
    ),
    "Delve": (
        "Delve: as it is cast, each card exiled from your graveyard (the cast action's `delve`) "
        "pays for one generic mana of the total cost (702.66a)"
    ),
    "Affinity for artifacts": (
        "Affinity for artifacts: it costs {1} less to cast for each artifact you control, "
        "generic mana only (702.41a, 118.7a)"
    ),
}


def keyword_words(keyword: str) -> str | None:
    """What the engine does with a casting keyword, or None if `keyword` isn't one."""
    if keyword in _FIXED:
        return _FIXED[keyword]
    if (cost := keyword_cost((keyword,), "Flashback")) is not None:
        return (
            f"Flashback {cost}: it may be cast from your graveyard by paying {cost} rather than "
            "its mana cost, and then it is exiled instead of going anywhere else when it leaves "
            "the stack (702.34a)"
        )
    if (cost := keyword_cost((keyword,), "Buyback")) is not None:
        return (
            f"Buyback {cost}: you may pay {cost} more as you cast it (the cast action's "
            "`buyback`); if you do, it returns to your hand as it resolves instead of going to "
            "your graveyard (702.27a)"
        )
    return None
