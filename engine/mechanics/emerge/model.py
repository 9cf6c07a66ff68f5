"""Emerge's mark (702.119a): a spell cast for its emerge cost is "emerged"; and the creature
chosen to be sacrificed for it, kept on the card being cast from the moment the cost is chosen
(702.119c, 601.2b) until it is paid (601.2h)."""

from __future__ import annotations

from engine.cards.vocabulary.casting import cast_mark

RULE = "702.119a"
KEYWORD = "Emerge"
EMERGED = cast_mark("emerged", RULE)
#: The key of the creature chosen to be sacrificed in the card's `chosen` as it is cast.
SACRIFICING = "emerge_sacrifice"
