"""For Mirrodin! (CR 702.163) in play: a triggered ability of an Equipment, built from the keyword
and found by the one trigger scanner, and its instruction's handler (`equipment.armed_keyword`,
living weapon's too, 702.92a).

"When this Equipment enters, create a 2/2 red Rebel creature token, then attach this Equipment
to it." (702.163a) Each instance triggers on its own (702.163b). If the Equipment has left the
battlefield, the Rebel stays unequipped.
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.mechanics.equipment.rules import armed_keyword
from engine.mechanics.for_mirrodin.model import FOR_MIRRODIN, ForMirrodin

_REBEL = v.CardDef(
    name="Rebel Token",
    type_line="Creature — Rebel",
    colors=("R",),
    power=2,
    toughness=2,
)

#: The triggered ability "For Mirrodin!" stands for (702.163a).
for_mirrodin_ability = armed_keyword(
    FOR_MIRRODIN, "702.163a", ForMirrodin(), _REBEL, "2/2 red Rebel", FOR_MIRRODIN
)
