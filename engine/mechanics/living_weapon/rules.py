"""Living weapon (CR 702.92) in play: a triggered ability of an Equipment, built from the keyword
and found by the one trigger scanner, and its instruction's handler (`equipment.armed_keyword`,
For Mirrodin!'s too, 702.163a).

"When this Equipment enters, create a 0/0 black Phyrexian Germ creature token, then attach this
Equipment to it." (702.92a) If the Equipment has left the battlefield, the Germ stays unequipped
(and dies as a 0/0, 704.5f).
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.mechanics.equipment.rules import armed_keyword
from engine.mechanics.living_weapon.model import LivingWeapon

_GERM = v.CardDef(
    name="Phyrexian Germ Token",
    type_line="Creature — Phyrexian Germ",
    colors=("B",),
    power=0,
    toughness=0,
)

#: The triggered ability "Living weapon" stands for (702.92a).
living_weapon_ability = armed_keyword(
    "Living weapon", "702.92a", LivingWeapon(), _GERM, "0/0 black Phyrexian Germ", "living weapon"
)
