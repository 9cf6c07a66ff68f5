"""Evoke (CR 702.74): the sacrifice trigger of a permanent whose evoke cost was paid.

"Evoke [cost]" means "You may cast this card by paying [cost] rather than paying its mana cost"
(an alternative cost, paid in `engine.rules.casting`) and "When this permanent enters, if its evoke
cost was paid, its controller sacrifices it" (702.74a): a keyword trigger with an intervening-if
condition (603.4) on the permanent having been an evoked spell (its `chosen` "evoked"). Its other
enters abilities trigger too, and its controller orders them (603.3b).
"""

from __future__ import annotations

from engine.mechanics.evoke.model import RULE
from engine.mechanics.evoke.reading import sacrifice_trigger
from engine.modifiers.triggers import stands_for

#: The triggered ability "Evoke [cost]" stands for (702.74a), whatever its cost; an evoke cost
#: that isn't mana reads the same ability beside its alternative cost (`reading`).
evoke_ability = stands_for("Evoke", RULE, sacrifice_trigger())
