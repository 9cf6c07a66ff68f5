"""Dethrone (CR 702.105) in play: a triggered ability of a creature, built from the keyword and
found by the one trigger scanner, with its condition registered in
`engine.modifiers.trigger_conditions`.

"Whenever this creature attacks the player with the most life or tied for most life, put a +1/+1
counter on this creature." (702.105a) Life totals as it is declared as an attacker; nothing is
checked again. Each instance triggers separately (702.105b).
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.occurrences import Occurrence
from engine.core.state import GameObject, GameState, Info
from engine.modifiers.trigger_conditions import trigger_condition
from engine.modifiers.triggers import stands_for

_COUNTER = (v.PutCounters(counter="+1/+1", amount=1),)


#: The triggered ability "Dethrone" stands for (702.105a).
dethrone_ability = stands_for(
    "Dethrone",
    "702.105a",
    v.Triggered(
        trigger=v.Trigger(event="attacks", condition="dethrone"),
        effects=_COUNTER,
        text="Dethrone (whenever this creature attacks the player with the most life or tied "
        "for most life, put a +1/+1 counter on this creature)",
    ),
)


@trigger_condition("dethrone")
def _dethrone(state: GameState, occ: Occurrence, source: GameObject, info: Info) -> Info | None:
    del occ, source
    defender = str(dict(info).get("defender", ""))
    players = [p for p in state.players if not p.lost]
    attacked = next((p for p in players if p.id == defender), None)
    if attacked is None or attacked.life < max(p.life for p in players):
        return None
    return ()
