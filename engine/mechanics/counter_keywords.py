"""Keywords of creatures that put +1/+1 counters on the creature when a condition of their own
holds (CR 702.149 training, 702.105 dethrone; evolve, 702.100, and renown, 702.112, are in
their own packages, `engine.mechanics.<name>`), each built from the keyword and found by the
one trigger scanner, with its condition registered in `engine.modifiers.trigger_conditions`.

- Training: "Whenever this creature and at least one other creature with power greater than
  this creature's power attack, put a +1/+1 counter on this creature." (702.149a) Powers as the
  attackers are declared (508.3a); nothing is checked again.
- Dethrone: "Whenever this creature attacks the player with the most life or tied for most
  life, put a +1/+1 counter on this creature." (702.105a) Life totals as it is declared as an
  attacker; nothing is checked again.

Each instance triggers separately (702.149b, 702.105b).
"""

from __future__ import annotations

from functools import cache

from engine.cards import vocabulary as v
from engine.core.occurrences import Attacks, Occurrence
from engine.core.state import GameObject, GameState, Info
from engine.derived.characteristics import characteristics
from engine.modifiers.trigger_conditions import trigger_condition
from engine.modifiers.triggers import keyword_trigger

_COUNTER = (v.PutCounters(counter="+1/+1", amount=1),)


@keyword_trigger("Training", "702.149a")
@cache
def training_ability(parameter: str = "") -> v.Triggered:
    """The triggered ability "Training" stands for (702.149a)."""
    del parameter
    return v.Triggered(
        trigger=v.Trigger(event="attacks", condition="training"),
        effects=_COUNTER,
        text="Training (whenever this creature and at least one other creature with greater "
        "power attack, put a +1/+1 counter on this creature)",
    )


@keyword_trigger("Dethrone", "702.105a")
@cache
def dethrone_ability(parameter: str = "") -> v.Triggered:
    """The triggered ability "Dethrone" stands for (702.105a)."""
    del parameter
    return v.Triggered(
        trigger=v.Trigger(event="attacks", condition="dethrone"),
        effects=_COUNTER,
        text="Dethrone (whenever this creature attacks the player with the most life or tied "
        "for most life, put a +1/+1 counter on this creature)",
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


@trigger_condition("dethrone")
def _dethrone(state: GameState, occ: Occurrence, source: GameObject, info: Info) -> Info | None:
    del occ, source
    defender = str(dict(info).get("defender", ""))
    players = [p for p in state.players if not p.lost]
    attacked = next((p for p in players if p.id == defender), None)
    if attacked is None or attacked.life < max(p.life for p in players):
        return None
    return ()
