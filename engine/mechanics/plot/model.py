"""Plot's spelling, a keyword with a mana cost (702.170a), without X; the designation of a
plotted card, kept while it stays exiled; and the alternative cost it is cast for from exile,
without paying its mana cost (702.170d, 118.9)."""

from __future__ import annotations

from engine.cards.vocabulary.casting import keyword_alternative
from engine.cards.vocabulary.keyword_names import keyword_with, mana_cost

RULE = "702.170a"
#: The rule letting a plotted card be cast from exile.
CAST_RULE = "702.170d"
PLOT = keyword_with("Plot", mana_cost(x=False))
#: A plotted card (702.170a): the number of the turn it became plotted in, kept in its `chosen`
#: while it stays exiled (a new object elsewhere, 400.7, isn't plotted).
PLOTTED_IN = "plotted_in_turn"
keyword_alternative(
    PLOT,
    CAST_RULE,
    said="{name} is a plotted card, cast from exile without paying its mana cost (an "
    "alternative cost, 118.9); X, if any, is 0.",
    mark="plotted",
)
