"""Words for the keywords that cast a card without paying its mana cost as an ability resolves
(cascade 702.85a, rebound 702.88a), which the card page shows as "The engine reads this as: …"."""

from __future__ import annotations


def keyword_words(keyword: str) -> str | None:
    """What the engine does with a keyword of this family, or None if `keyword` isn't one."""
    if keyword == "Cascade":
        return (
            "the keyword Cascade (702.85a), a triggered ability: when you cast this spell, exile "
            "cards from the top of your library until you exile a nonland card with lesser mana "
            "value; you may cast it without paying its mana cost (608.2g, 118.9; X is 0, 107.3b) "
            "if the resulting spell's mana value is less than this spell's; then put the exiled "
            "cards that weren't cast on the bottom of your library in a random order"
        )
    if keyword == "Rebound":
        return (
            "the keyword Rebound (702.88a): if you cast this spell from your hand, it is exiled as "
            "it resolves instead of being put into your graveyard (614.1a); at the beginning of "
            "your next upkeep a delayed triggered ability (603.7) lets you cast it from exile "
            "without paying its mana cost (608.2g, 118.9). Cast from anywhere else, or countered, "
            "it goes to the graveyard as usual"
        )
    return None
