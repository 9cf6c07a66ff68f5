"""Ninjutsu's instruction (702.49a), one member of the vocabulary's `Effect` union."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction


class Ninjutsu(MechanicInstruction):
    """Ninjutsu's effect (702.49a): put this card onto the battlefield from your hand tapped and
    attacking the player, planeswalker or battle the returned creature attacked (702.49c). It
    was never declared as an attacker (508.4)."""

    op: Literal["ninjutsu"] = "ninjutsu"
