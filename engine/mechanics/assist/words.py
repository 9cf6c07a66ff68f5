"""What the card page says for Assist (702.132a)."""

from __future__ import annotations

from engine.cards.compiler.registry import keyword_words
from engine.mechanics.assist.model import ASSIST, RULE


@keyword_words(ASSIST)
def keyword(keyword: str) -> str:
    del keyword
    return (
        f"the keyword Assist ({RULE}): as it is cast, its caster may choose another player (the "
        "cast action's `assist`), who may pay any amount of the generic mana in its total cost "
        "before its caster pays the rest (601.2g-h)"
    )
