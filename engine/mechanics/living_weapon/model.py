"""Living weapon's instruction (702.92a), one member of the vocabulary's `Effect` union, and the
keyword's spelling."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.keyword_names import keyword_name
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction

keyword_name("Living weapon")


class LivingWeapon(MechanicInstruction):
    """Living weapon's instruction (702.92a): create a 0/0 black Phyrexian Germ creature token,
    then attach this Equipment to it (301.5)."""

    op: Literal["living_weapon"] = "living_weapon"
