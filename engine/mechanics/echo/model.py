"""Echo's spellings, a keyword with a mana cost (702.30a), the cost written in capitals and made
of numbers and the colors' and colorless mana's symbols, or with a cost that isn't mana after a
dash ("Echo—Discard a card.", "Echo—Sacrifice two lands."); it has no instruction of its own."""

from __future__ import annotations

import re

from engine.cards.vocabulary.keyword_names import keyword_with, mana_cost

ECHO = keyword_with("Echo", mana_cost(symbols=r"\d+|[WUBRGC]"), joined=True)

#: The number words a sacrifice cost spells (702.30a's cost, 118.3).
COUNTS = {"a": 1, "an": 1, "two": 2, "three": 3}
#: The card types a sacrifice cost may name.
TYPES = ("artifact", "creature", "land")


def _discard(text: str) -> str | None:
    """ "a card" of "Echo—Discard a card.", a full stop after it or not."""
    return "a card" if re.fullmatch(r"a card\.?", text, re.IGNORECASE) else None


def _sacrifice(text: str) -> str | None:
    """ "two lands" of "Echo—Sacrifice two lands.": a number word and a card type."""
    found = re.fullmatch(r"(a|an|two|three) ([a-z]+?)s?\.?", text, re.IGNORECASE)
    if found is None or found.group(2).lower() not in TYPES:
        return None
    count, kind = found.group(1).lower(), found.group(2).lower()
    return f"{count} {kind}{'s' if COUNTS[count] > 1 else ''}"


#: "Echo—Discard a card." (702.30a, 118.3): its cost is discarding a card.
ECHO_DISCARD = keyword_with("Echo—Discard", _discard)
#: "Echo—Sacrifice two lands." (702.30a, 118.3): its cost is sacrificing permanents of a type.
ECHO_SACRIFICE = keyword_with("Echo—Sacrifice", _sacrifice)
