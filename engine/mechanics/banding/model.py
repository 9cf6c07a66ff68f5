"""Banding's spelling, a keyword with no parameter (702.22a), and what it means, said alike by
the card page and the event log."""

from __future__ import annotations

from engine.cards.vocabulary.keyword_names import keyword_name

BANDING = keyword_name("Banding", simple=True, quality=True)
MEANING = (
    "any creatures with banding, and up to one without, can attack in a band, which is blocked "
    "as a group (702.22c, 702.22h); if a creature with banding is blocking or blocked by a "
    "creature, its controller divides that creature's combat damage (702.22j-k)"
)
