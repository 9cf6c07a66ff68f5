"""Mayhem's alternative cost (702.187b): the card's own alternative cost of its graveyard, said as
the spell is cast, which marks the spell "mayhem"."""

from __future__ import annotations

from engine.cards.vocabulary.casting import cast_mark, keyword_alternative

RULE = "702.187b"
MAYHEM = cast_mark("mayhem", RULE)
keyword_alternative(
    "Mayhem",
    RULE,
    said="{name} is cast from its owner's graveyard with mayhem, discarded this turn: its mayhem "
    "cost — {own} — is paid rather than its mana cost.",
    mark=MAYHEM,
)
