"""Firebending (CR 702.189) in play: a triggered ability of a creature, built from the keyword
and found by the one trigger scanner.

"Firebending N" means "Whenever this creature attacks, add N {R}. Until end of combat, you don't
lose this mana as steps and phases end." (702.189a). It isn't a mana ability: it triggers on an
attack, not on a mana ability (605.1b), so it uses the stack. Each instance triggers separately
(113.2c). The mana is held in the pool with how long it lasts, and empties as the combat phase
ends (500.5a) — a payment spends the pool's other mana first, which empties sooner.
"""

from __future__ import annotations

from functools import cache

from engine.cards.vocabulary import AddMana, Trigger, Triggered
from engine.mechanics.firebending.model import FIREBENDING, RULE, meaning
from engine.modifiers.triggers import keyword_trigger


@keyword_trigger(FIREBENDING, RULE)
@cache
def firebending_ability(parameter: str) -> Triggered:
    """The triggered ability "Firebending N" stands for (702.189a)."""
    n = int(parameter)
    return Triggered(
        trigger=Trigger(event="attacks"),
        effects=(AddMana(mana="{R}" * n, lasts="end_of_combat"),),
        text=f"{FIREBENDING} {n} ({meaning(str(n))})",
    )
