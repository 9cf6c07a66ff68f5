"""Scavenge (CR 702.97a) in play: an activated ability of a card in a graveyard.

"Scavenge [cost]" means "[Cost], Exile this card from your graveyard: Put a number of +1/+1
counters equal to the power of the card you exiled on target creature. Activate only as a
sorcery." The compiler writes the ability out (activated from the graveyard, 113.6m, at sorcery
speed), with "exile this card from your graveyard" as part of its cost
(`engine.rules.paying_costs.exile_self`, 118.3) and
`Scavenge` as its effect: the number is the exiled card's power as it last existed in the
graveyard (608.2h), since the card in exile is a new object (400.7).
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.events import describe, event
from engine.core.state import GameState
from engine.derived.characteristics import characteristics
from engine.instructions.perform import Context, Result, handles, perform
from engine.mechanics.scavenge.model import Scavenge


@handles(Scavenge)
def _scavenge(state: GameState, instr: Scavenge, ctx: Context) -> Result:
    """+1/+1 counters equal to the exiled card's power on the target (702.97a, 608.2h)."""
    power = characteristics(state, ctx.source).power or 0
    said = event(
        "scavenge",
        f"{describe(state, ctx.source)} had power {power} as it was exiled: that many +1/+1 "
        "counters.",
        "702.97a",
        "608.2h",
        objects=[ctx.source.id],
    )
    if power <= 0:
        return state, [said]
    state, events = perform(
        state, v.PutCounters(counter="+1/+1", amount=power, target=instr.target), ctx
    )
    return state, [said, *events]
