"""Kicker's spelling, a keyword with a mana cost (702.33a), written in capitals, without X; its
cost is an additional cost (118.8) its caster announces paying (the cast action's `kicked`),
which makes the spell kicked (702.33d), and so the permanent it becomes (a cast mark)."""

from __future__ import annotations

from engine.cards.vocabulary.casting import additional_cost, cast_mark
from engine.cards.vocabulary.keyword_names import keyword_with, mana_cost

KICKER = keyword_with("Kicker", mana_cost(x=False), joined=True, costed=True)
KICKED = cast_mark("kicked", "702.33d")
additional_cost(
    KICKER,
    "702.33a",
    "702.33d",
    said="The {keyword} cost {cost} of {name} is paid as an additional cost: the spell is kicked.",
    mark=KICKED,
    announced_by="kicked",
)
