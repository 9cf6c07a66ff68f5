"""Escalate's spelling, a keyword with a mana cost (702.120a), written in capitals, without X; its
cost is an additional cost (118.8) paid for each mode chosen beyond the first."""

from __future__ import annotations

from engine.cards.vocabulary.casting import additional_cost
from engine.cards.vocabulary.keyword_names import keyword_with, mana_cost

ESCALATE = keyword_with("Escalate", mana_cost(x=False), joined=True, costed=True)
additional_cost(
    ESCALATE,
    "702.120a",
    paid="each_mode_beyond_first",
    said="{times} mode(s) of {name} beyond the first: its {keyword} cost {cost} is paid for each.",
)
