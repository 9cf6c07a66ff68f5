"""What the card page says for Sunburst (702.44a)."""

from __future__ import annotations

from engine.cards.compiler.registry import keyword_words
from engine.mechanics.sunburst.model import RULE, SUNBURST


@keyword_words(SUNBURST)
def keyword(keyword: str) -> str:
    del keyword
    return (
        f"Sunburst ({RULE}): it enters with a +1/+1 counter on it for each color of mana spent "
        "to cast it if it's entering as a creature (type-changing effects ignored), a charge "
        "counter for each otherwise (614.1c); none unless it was cast with colored mana "
        "(702.44b)"
    )
