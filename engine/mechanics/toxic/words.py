"""What the card page says for Toxic N (702.164)."""

from __future__ import annotations

from engine.cards.compiler.registry import keyword_words
from engine.mechanics.toxic.model import TOXIC


@keyword_words(TOXIC)
def keyword(keyword: str) -> str:
    n = keyword.removeprefix(f"{TOXIC} ")
    return (
        f"the keyword {keyword} (702.164): combat damage it deals to a player also gives that "
        f"player {n} poison counter{'s' if n != '1' else ''} (702.164c)"
    )
