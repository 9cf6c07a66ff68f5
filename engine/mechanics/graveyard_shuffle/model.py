"""The trigger event and the instruction of "When ~ is put into a graveyard from anywhere, its
owner shuffles their graveyard into their library."."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction
from engine.cards.vocabulary.triggers import trigger_event

#: "When ~ is put into a graveyard from anywhere" (603.6c-d): the card itself, from any zone.
FROM_ANYWHERE = trigger_event("put_into_graveyard_from_anywhere")


class ShuffleGraveyardIntoLibrary(MechanicInstruction):
    """ "Its owner shuffles their graveyard into their library": the owner of the object whose
    ability this is puts every card of their graveyard into their library and shuffles it
    (701.24a)."""

    op: Literal["shuffle_graveyard_into_library"] = "shuffle_graveyard_into_library"
