"""The instruction letting its controller cast spells as though they had flash for a while."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction


class MayCastAsThoughFlash(MechanicInstruction):
    """ "Until your next turn, you may cast sorcery spells as though they had flash." (Teferi,
    Time Raveler), "You may cast spells this turn as though they had flash." (Alchemist's
    Refuge): a continuous effect on the controller (611.2a, 613.10) letting them cast a spell
    of one of `types` (none: any spell) any time they could cast an instant (702.8a), until
    their next turn begins or until the turn ends (514.2)."""

    op: Literal["may_cast_as_though_flash"] = "may_cast_as_though_flash"
    types: tuple[Literal["Sorcery", "Creature", "Artifact", "Enchantment"], ...] = ()
    duration: Literal["end_of_turn", "your_next_turn"] = "your_next_turn"
