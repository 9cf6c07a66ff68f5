"""What the card page says for Affinity for [card types] (702.41a)."""

from __future__ import annotations

from engine.cards.compiler.registry import keyword_words
from engine.mechanics.affinity.model import AFFINITY


@keyword_words(AFFINITY)
def keyword(keyword: str) -> str:
    what = keyword.removeprefix(f"{AFFINITY} ").removesuffix("s")
    return (
        f"{keyword}: it costs {{1}} less to cast for each {what} you control, generic mana "
        "only (702.41a, 118.7a)"
    )
