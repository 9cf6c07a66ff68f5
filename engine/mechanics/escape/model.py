"""Escape's alternative cost (702.138a): the card's own alternative cost of its graveyard, said as
the spell is cast, which makes the spell "escaped", and so the permanent it becomes (702.138b, a
cast mark): "escapes with" asks it (702.138c)."""

from __future__ import annotations

from engine.cards.vocabulary.casting import cast_mark, keyword_alternative

ESCAPED = cast_mark("escaped", "702.138b")
keyword_alternative(
    "Escape",
    "702.138a",
    said="{name} is cast from its owner's graveyard with escape: its escape cost — {own} — is "
    "paid rather than its mana cost.",
    mark=ESCAPED,
)
