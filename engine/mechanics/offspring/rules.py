"""Offspring (CR 702.175): the enters trigger of a permanent whose offspring cost was paid.

"When this permanent enters, if its offspring cost was paid, create a token that's a copy of it,
except it's 1/1." (702.175a) A keyword trigger with an intervening-if condition (603.4) on the
permanent's mark "offspring" (the spell's, kept as it became the permanent); the copy has its
copiable values with the exception (707.9b: 1/1 becomes part of them), so the token has
offspring too but wasn't cast, and makes no copy of its own. With one instance of offspring the
payment is for it (702.175b).
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.mechanics.offspring.model import OFFSPRING, PAID, RULE
from engine.modifiers.triggers import stands_for

#: The triggered ability "Offspring [cost]" stands for (702.175a).
offspring_ability = stands_for(
    OFFSPRING,
    RULE,
    v.Triggered(
        trigger=v.Trigger(event="enters", cast_with=PAID),
        effects=(
            v.CreateTokenCopy(target="self", except_=(v.SetPowerToughness(power=1, toughness=1),)),
        ),
        text="Offspring (when this permanent enters, if its offspring cost was paid, create a "
        "token that's a copy of it, except it's 1/1)",
    ),
)
