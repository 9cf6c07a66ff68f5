"""Retrace's spelling, a keyword with no parameter (702.81a), and the additional cost it adds:
discarding a land card (601.2f)."""

from __future__ import annotations

from engine.cards.vocabulary.costs import Cost
from engine.cards.vocabulary.filters import Filter
from engine.cards.vocabulary.keyword_names import keyword_name

RULE = "702.81a"
RETRACE = keyword_name("Retrace")
#: "By discarding a land card in addition to paying its other costs" (702.81a).
DISCARD_A_LAND = Cost(discard=1, discard_filter=Filter(types=("Land",)))
