"""Foretell's spelling, a keyword with a mana cost (702.143a), without X; the designation of a
foretold card, kept while it stays exiled; and the alternative cost it is cast for from exile,
its foretell cost rather than its mana cost (702.143a, 118.9)."""

from __future__ import annotations

from engine.cards.vocabulary.casting import keyword_alternative
from engine.cards.vocabulary.keyword_names import keyword_with, mana_cost

RULE = "702.143a"
#: Foretelling is a special action (116.2h, 702.143b).
ACTION_RULE = "702.143b"
FORETELL = keyword_with("Foretell", mana_cost(x=False), costed=True)
#: The cost of foretelling a card: {2} (702.143a).
FORETELL_PAYMENT = "{2}"
#: A foretold card (702.143c): the number of the turn it was foretold in, kept in its `chosen`
#: while it stays exiled (a new object elsewhere, 400.7, isn't foretold).
FORETOLD_IN = "foretold_in_turn"
keyword_alternative(
    FORETELL,
    RULE,
    said="{name} is a foretold card, cast from exile for its foretell cost {cost} rather than "
    "its mana cost (an alternative cost, 118.9).",
    mark="foretold",
)
