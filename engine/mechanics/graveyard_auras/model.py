"""The instruction of Animate Dead's enters trigger."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction


class ReturnEnchantedCard(MechanicInstruction):
    """ "It loses "enchant creature card in a graveyard" and gains "enchant creature put onto
    the battlefield with this Aura." Return enchanted creature card to the battlefield [tapped]
    under your control and attach this Aura to it. When this Aura leaves the battlefield, that
    creature's controller sacrifices it.": the three sentences of one triggered ability, said of
    the one card the Aura enchants — only while the Aura is still on the battlefield (the
    trigger's intervening "if", 603.4)."""

    op: Literal["return_enchanted_card"] = "return_enchanted_card"
    tapped: bool = False
