"""The linked exile and the return of the exiled card (607.2a), members of the `Effect` union."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.bounds import TargetIndex
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction


class ExileLinked(MechanicInstruction):
    """Exile the target (701.13a) and remember it as exiled with this object, for the ability
    printed on the same object that refers to "the exiled card" (607.2a). Only while the object
    is still on the battlefield: exiled after it left, the card stays in exile for good (the
    rulings of Oblivion Ring and Fiend Hunter)."""

    op: Literal["exile_linked"] = "exile_linked"
    target: TargetIndex
    #: "Exile target … until this leaves the battlefield" (610.3): the card returns under its
    #: owner's control the moment this object leaves (610.3c, `operations.zones`), and isn't
    #: exiled at all if this object has left before the exile would happen (610.3a-b).
    until_leaves: bool = False


class ReturnExiled(MechanicInstruction):
    """Return the cards exiled with this object by its linked ability (607.2a) that are still
    in exile as the same objects (400.7) to the battlefield under their owners' control (110.2)
    or to their owners' hands. A token exiled this way has ceased to exist (111.8, 704.5d)."""

    op: Literal["return_exiled"] = "return_exiled"
    to: Literal["battlefield", "hand"] = "battlefield"
