"""What the card page says for Cumulative upkeep [cost] (702.24a)."""

from __future__ import annotations

from engine.cards.compiler.registry import keyword_words
from engine.mechanics.cumulative_upkeep.model import (
    CUMULATIVE_UPKEEP,
    CUMULATIVE_UPKEEP_LIFE,
    CUMULATIVE_UPKEEP_SACRIFICE,
)


@keyword_words(CUMULATIVE_UPKEEP)
def keyword(keyword: str) -> str:
    cost = keyword.removeprefix(f"{CUMULATIVE_UPKEEP} ")
    return (
        f"the keyword {keyword} (702.24a), a triggered ability: at the beginning of your "
        f"upkeep, put an age counter on this, then sacrifice it unless you pay {cost} for "
        "each age counter on it"
    )


@keyword_words(CUMULATIVE_UPKEEP_LIFE)
def life_keyword(keyword: str) -> str:
    life = keyword.removeprefix(f"{CUMULATIVE_UPKEEP_LIFE} ").removesuffix(" life")
    return (
        f"the keyword {keyword} (702.24a), a triggered ability: at the beginning of your "
        f"upkeep, put an age counter on this, then sacrifice it unless you pay {life} life for "
        "each age counter on it (119.4: only with at least that much life)"
    )


@keyword_words(CUMULATIVE_UPKEEP_SACRIFICE)
def sacrifice_keyword(keyword: str) -> str:
    what = keyword.removeprefix(f"{CUMULATIVE_UPKEEP_SACRIFICE} ")
    return (
        f"the keyword {keyword} (702.24a), a triggered ability: at the beginning of your "
        f"upkeep, put an age counter on this, then sacrifice it unless you sacrifice {what} for "
        "each age counter on it (701.21a; only with that many, 118.3)"
    )
