"""For Mirrodin! (CR 702.163) in play: a triggered ability of an Equipment, built from the keyword
and found by the one trigger scanner, and its instruction's handler.

"When this Equipment enters, create a 2/2 red Rebel creature token, then attach this Equipment
to it." (702.163a) Each instance triggers on its own (702.163b).
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.state import GameState
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.equipment.rules import armed
from engine.mechanics.for_mirrodin.model import FOR_MIRRODIN, ForMirrodin
from engine.modifiers.triggers import stands_for

_REBEL = v.CardDef(
    name="Rebel Token",
    type_line="Creature — Rebel",
    colors=("R",),
    power=2,
    toughness=2,
)


#: The triggered ability "For Mirrodin!" stands for (702.163a).
for_mirrodin_ability = stands_for(
    FOR_MIRRODIN,
    "702.163a",
    v.Triggered(
        trigger=v.Trigger(event="enters"),
        effects=(ForMirrodin(),),
        text="For Mirrodin! (when this Equipment enters, create a 2/2 red Rebel creature token, "
        "then attach this to it)",
    ),
)


@handles(ForMirrodin)
def _for_mirrodin(state: GameState, instr: ForMirrodin, ctx: Context) -> Result:
    """Create the Rebel, then attach this Equipment to it (702.163a, 301.5): if the Equipment
    has left the battlefield, the Rebel stays unequipped."""
    del instr
    created = "For Mirrodin!: a 2/2 red Rebel is created"
    return armed(state, ctx, _REBEL, "for_mirrodin", created, "702.163a")
