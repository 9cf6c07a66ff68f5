"""What the card page says for Cascade (702.85a)."""

from __future__ import annotations

from engine.cards.compiler.registry import keyword_words


@keyword_words("Cascade")
def keyword(keyword: str) -> str:
    del keyword
    return (
        "the keyword Cascade (702.85a), a triggered ability: when you cast this spell, exile "
        "cards from the top of your library until you exile a nonland card with lesser mana "
        "value; you may cast it without paying its mana cost (608.2g, 118.9; X is 0, 107.3b) "
        "if the resulting spell's mana value is less than this spell's; then put the exiled "
        "cards that weren't cast on the bottom of your library in a random order"
    )
