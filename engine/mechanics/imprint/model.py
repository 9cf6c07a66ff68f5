"""The instructions that refer to the card exiled with their source (607.2a), members of the
`Effect` union."""

from __future__ import annotations

from typing import ClassVar, Literal

from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction


class AddManaOfExiledColors(MechanicInstruction):
    """Add one mana of any of the colors of the card exiled with this object (106.4, 607.2a):
    none while no such card is in exile or it is colorless — never {C} (Chrome Mox's rulings);
    of a multicolored card, its controller chooses one of its colors each time."""

    op: Literal["add_mana_of_exiled_colors"] = "add_mana_of_exiled_colors"
    adds_mana: ClassVar[bool] = True


class CastCopyOfExiled(MechanicInstruction):
    """ "You may copy the exiled card. If you do, you may cast the copy without paying its mana
    cost." (707.12, 608.2g, 118.9): the copy is created in exile, where the card is, and cast
    while the ability resolves; one not cast ceases to exist (704.5e). No copy can be made once
    the card has left exile (a new object, 400.7); the source may have left the battlefield
    (Isochron Scepter's rulings)."""

    op: Literal["cast_copy_of_exiled"] = "cast_copy_of_exiled"
