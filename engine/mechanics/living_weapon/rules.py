"""Living weapon (CR 702.92) in play: a triggered ability of an Equipment, built from the keyword
and found by the one trigger scanner, and its instruction's handler.

"When this Equipment enters, create a 0/0 black Phyrexian Germ creature token, then attach this
Equipment to it." (702.92a)
"""

from __future__ import annotations

from engine.cards import vocabulary as v
from engine.core.state import GameState
from engine.instructions.perform import Context, Result, handles
from engine.mechanics.equipment.rules import armed
from engine.mechanics.living_weapon.model import LivingWeapon
from engine.modifiers.triggers import stands_for

_GERM = v.CardDef(
    name="Phyrexian Germ Token",
    type_line="Creature — Phyrexian Germ",
    colors=("B",),
    power=0,
    toughness=0,
)


#: The triggered ability "Living weapon" stands for (702.92a).
living_weapon_ability = stands_for(
    "Living weapon",
    "702.92a",
    v.Triggered(
        trigger=v.Trigger(event="enters"),
        effects=(LivingWeapon(),),
        text="Living weapon (when this Equipment enters, create a 0/0 black Phyrexian Germ "
        "creature token, then attach this to it)",
    ),
)


@handles(LivingWeapon)
def _living_weapon(state: GameState, instr: LivingWeapon, ctx: Context) -> Result:
    """Create the Germ, then attach this Equipment to it (702.92a, 301.5): if the Equipment has
    left the battlefield, the Germ stays unequipped (and dies as a 0/0, 704.5f)."""
    del instr
    created = "living weapon: a 0/0 black Phyrexian Germ is created"
    return armed(state, ctx, _GERM, "living_weapon", created, "702.92a")
