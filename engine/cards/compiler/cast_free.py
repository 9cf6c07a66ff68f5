"""Words for the keywords that cast a card without paying its mana cost as an ability resolves
(cascade 702.85a; rebound's are in its package), which the card page shows as "The engine reads
this as: …"."""

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
    return None
