"""Training (CR 702.149) in play: a triggered ability of a creature, built from the keyword and
found by the one trigger scanner, with its condition registered in
`engine.modifiers.trigger_conditions`.

"Whenever this creature and at least one other creature with power greater than this creature's
power attack, put a +1/+1 counter on this creature." (702.149a) Powers as the attackers are
declared (508.3a); nothing is checked again. Each instance triggers separately (702.149b).
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.occurrences import Attacks, Occurrence
from engine.core.state import GameObject, GameState, Info
from engine.derived.characteristics import characteristics
from engine.modifiers.trigger_conditions import trigger_condition
from engine.modifiers.triggers import stands_for

#: The triggered ability "Training" stands for (702.149a).
training_ability = stands_for(
    "Training",
    "702.149a",
    v.Triggered(
        trigger=v.Trigger(event="attacks", condition="training"),
        effects=(v.PutCounters(counter="+1/+1", amount=1),),
        text="Training (whenever this creature and at least one other creature with greater "
        "power attack, put a +1/+1 counter on this creature)",
    ),
)


@trigger_condition("training")
def _training(state: GameState, occ: Occurrence, source: GameObject, info: Info) -> Info | None:
    del info
    if not isinstance(occ, Attacks):
        return None
    mine = characteristics(state, source).power or 0
    for attacker in occ.attackers:
        other = state.current(attacker.ref)
        if other is None or other.ref == source.ref:
            continue
        if (characteristics(state, other).power or 0) > mine:
            return ()
    return None
