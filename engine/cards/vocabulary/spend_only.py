"""Mana that may be spent only on some things (CR 106.6): "Spend this mana only to cast creature
spells", "… only to activate abilities", "… to cast artifact spells or activate abilities of
artifacts". The restriction belongs to the mana: it stays with it in the pool until it is spent
or empties (106.4), and a payment may use it only where it says (601.2h, 602.2b).
"""

from __future__ import annotations

from typing import Literal

from pydantic import model_validator

from engine.cards.vocabulary.bounds import Model
from engine.cards.vocabulary.filters import Filter


class SpendOnly(Model):
    """What mana so restricted may pay for (106.6): casting a spell matching `spells`, or
    activating an ability (a mana ability's mana is never spent on itself) of a source
    matching `abilities` — `Filter()` for any source; None where it may not — and, with
    `others`, the costs that are neither (an "unless" payment, 118.12; an attack's cost,
    508.1j; turning a permanent face up, 116.2b): "This mana can't be spent to cast a
    nonartifact spell" (a Powerstone's, 111.10h) limits only the spells it pays for."""

    spells: Filter | None = None
    abilities: Filter | None = None
    others: bool = False
    #: The restriction as the card says it ("Spend this mana only to cast a creature spell.").
    text: str = ""

    @model_validator(mode="after")
    def _something(self) -> SpendOnly:
        if self.spells is None and self.abilities is None and not self.others:
            raise ValueError("mana spent only on something: spells, abilities or other costs")
        return self


#: How long mana lasts that its player doesn't lose as steps and phases end (106.4, 500.5):
#: "Until end of turn, you don't lose this mana as steps and phases end" (514.2) or firebending's
#: "until end of combat" (702.189a, 500.5a). It keeps that with it in the pool, as a restriction.
ManaLasts = Literal["end_of_turn", "end_of_combat"]
