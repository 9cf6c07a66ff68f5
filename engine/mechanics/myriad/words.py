"""What the card page says for Myriad and its triggered ability's instruction (702.116a)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import effect_words, keyword_words
from engine.mechanics.myriad.model import MEANING, MYRIAD, RULE


@keyword_words(MYRIAD)
def keyword(keyword: str) -> str:
    return (
        f"the keyword {keyword} ({RULE}), a triggered ability: {MEANING}; in a two-player game "
        "the defending player is the only opponent, so it creates no token"
    )


@effect_words("myriad")
def instruction(e: dict[str, Any]) -> str:
    del e
    return (
        "for each opponent other than defending player, you may create a token copy of this "
        "creature tapped and attacking that player (exiled at end of combat, 702.116a)"
    )
