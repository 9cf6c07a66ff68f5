"""What the card page says for Rebound (702.88a)."""

from __future__ import annotations

from engine.cards.compiler.registry import keyword_words


@keyword_words("Rebound")
def keyword(keyword: str) -> str:
    del keyword
    return (
        "the keyword Rebound (702.88a): if you cast this spell from your hand, it is exiled as "
        "it resolves instead of being put into your graveyard (614.1a); at the beginning of "
        "your next upkeep a delayed triggered ability (603.7) lets you cast it from exile "
        "without paying its mana cost (608.2g, 118.9). Cast from anywhere else, or countered, "
        "it goes to the graveyard as usual"
    )
