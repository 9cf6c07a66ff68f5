"""What the card page says for Madness [cost] (702.35a) and its instruction."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import effect_words, keyword_words, trigger_words
from engine.mechanics.madness.model import EXILED_THIS_WAY, MADNESS


@keyword_words(MADNESS)
def keyword(keyword: str) -> str:
    cost = keyword.removeprefix(f"{MADNESS} ")
    return (
        f"the keyword {keyword} (702.35a): discarded, this card is exiled instead of put into "
        f"its owner's graveyard, and as that trigger resolves its owner may cast it for {cost} "
        "rather than its mana cost (702.35b, any time: the cast is part of the resolution, "
        "608.2g) or else puts it into their graveyard"
    )


@trigger_words(EXILED_THIS_WAY)
def trigger(t: dict[str, Any]) -> str:
    del t
    return "when this card is discarded into exile by its madness (702.35a)"


@effect_words("cast_for_madness")
def instruction(e: dict[str, Any]) -> str:
    del e
    return "its owner may cast it for its madness cost; if they don't, it goes to their graveyard"
