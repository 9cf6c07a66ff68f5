"""Casting a card without paying its mana cost as a spell or ability resolves (608.2g, 118.9),
and the keywords built on it.

- "Cascade" (702.85a): when you cast this spell, exile cards from the top of your library until
  you exile a nonland card whose mana value is less than this spell's; you may cast it without
  paying its mana cost if the resulting spell's mana value is less than this spell's; then put
  all cards exiled this way that weren't cast on the bottom of your library in a random order.

Cascade stands for a triggered ability built in `engine.mechanics.cascade`; its two parts are
instructions of this family. Rebound (702.88a), a static ability of the spell whose delayed
triggered ability (603.7) casts the card the same way, is in its own package
(`engine.mechanics.rebound`). The cast itself is `engine.rules.free_cast`, performed by the game
between two instructions of the resolving ability (608.2g).
"""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.bounds import Model
from engine.mechanics.rebound.model import Rebound

#: The keywords of this family, by their canonical spelling.
CAST_FREE_KEYWORDS = ("Cascade",)


def cast_free_keyword(text: str) -> str | None:
    """The canonical spelling of a keyword of this family ("cascade" -> "Cascade"), or None."""
    for keyword in CAST_FREE_KEYWORDS:
        if text.casefold() == keyword.casefold():
            return keyword
    return None


class Cascade(Model):
    """One part of cascade's triggered ability (702.85a): "exile" — exile cards from the top of
    the library until a nonland card with lesser mana value, then offer to cast it; "bottom" —
    put the exiled cards that weren't cast on the bottom of the library in a random order."""

    op: Literal["cascade"] = "cascade"
    part: Literal["exile", "bottom"]


#: The instructions of this family, as one part of the vocabulary's `Effect` union (with
#: rebound's, from its package: one import and one member).
CastFreeEffect = Cascade | Rebound
