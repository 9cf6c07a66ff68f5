"""What the card page says for Squad [cost] and its instruction (702.157a)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import effect_words, keyword_words
from engine.mechanics.squad.model import RULE, SQUAD


@keyword_words(SQUAD)
def keyword(keyword: str) -> str:
    cost = keyword.removeprefix(f"{SQUAD} ")
    return (
        f"Squad {cost}: its caster may pay an additional {cost} any number of times as it is "
        f"cast (asked, 601.2b); when it enters, if they did, they create a token that's a copy "
        f"of it for each time ({RULE}, an intervening if, 603.4)"
    )


@effect_words("squad_copies")
def instruction(e: dict[str, Any]) -> str:
    del e
    return f"create a token that's a copy of this for each time its squad cost was paid ({RULE})"
