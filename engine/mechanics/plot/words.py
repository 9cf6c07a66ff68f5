"""What the card page says for Plot [cost] (702.170a, 702.170d)."""

from __future__ import annotations

from engine.cards.compiler.registry import keyword_words
from engine.mechanics.plot.model import CAST_RULE, PLOT, RULE


@keyword_words(PLOT)
def keyword(keyword: str) -> str:
    cost = keyword.removeprefix(f"{PLOT} ")
    return (
        f"Plot {cost}: in their main phase with an empty stack, its owner may pay {cost} and "
        f"exile it from their hand, a special action ({RULE}, 116.2k: the `special_action` "
        f'"plot"); in a later turn\'s main phase, with an empty stack, they may cast it from '
        f"exile without paying its mana cost ({CAST_RULE})"
    )
