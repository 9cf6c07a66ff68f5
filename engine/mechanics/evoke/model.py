"""Evoke's spelling, a keyword with a mana cost (702.74a), written in capitals, without X; it has
no instruction of its own. A spell cast for its evoke cost, and the permanent it becomes, is
"evoked" (its `chosen`, the mark its alternative cost registers leaves): the mark an evoke cost
that isn't mana ("Evoke—Exile a white card from
your hand") leaves as the card's own alternative cost (`reading`)."""

from __future__ import annotations

from engine.cards.vocabulary.casting import cast_mark, keyword_alternative
from engine.cards.vocabulary.keyword_names import keyword_with, mana_cost

RULE = "702.74a"
EVOKE = keyword_with("Evoke", mana_cost(x=False), joined=True, costed=True)
EVOKED = cast_mark("evoked", RULE)
keyword_alternative(
    EVOKE,
    RULE,
    said="{name} is cast for its evoke cost {cost} rather than its mana cost; it will be "
    "sacrificed as it enters.",
    mark=EVOKED,
)
