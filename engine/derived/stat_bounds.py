"""A filter's bounds on power and toughness ("creatures with power 3 or greater", 208.1) asked
of the working characteristics the layers have made so far (`engine.derived.layer_effects`).
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.derived.copiable_values import Working


def power_toughness_match(w: Working, flt: v.Filter) -> bool:
    """ "Creatures with power 3 or greater" (208.1): the power and toughness as this layer
    left them — every change of layer 7 made already for a rule-modifying effect, which
    applies after them (613.11); an object with no power has none of such a power."""
    bounds = (
        (w.power, flt.power_at_least, flt.power_at_most),
        (w.toughness, flt.toughness_at_least, flt.toughness_at_most),
    )
    for value, least, most in bounds:
        if least is None and most is None:
            continue
        if value is None:
            return False
        if (least is not None and value < least) or (most is not None and value > most):
            return False
    return True
