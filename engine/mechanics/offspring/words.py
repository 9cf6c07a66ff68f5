"""What the card page says for Offspring [cost] (702.175a)."""

from __future__ import annotations

from engine.cards.compiler.registry import keyword_words
from engine.mechanics.offspring.model import OFFSPRING, RULE


@keyword_words(OFFSPRING)
def keyword(keyword: str) -> str:
    cost = keyword.removeprefix(f"{OFFSPRING} ")
    return (
        f"Offspring {cost}: its caster may pay an additional {cost} as it is cast (asked, "
        f"601.2b); if they do, when it enters, they create a token that's a copy of it, except "
        f"it's 1/1 ({RULE}, an intervening if, 603.4)"
    )
