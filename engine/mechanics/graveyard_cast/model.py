"""The instruction letting its controller cast a card from their graveyard this turn."""

from __future__ import annotations

from typing import ClassVar, Literal

from engine.cards.vocabulary.bounds import TargetIndex
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction

#: The card's mark while it may be cast so: "<player>:<turn>" (its `chosen`).
MAY_CAST = "may_cast_from_graveyard"
#: The card's mark when the spell cast by the permission is exiled instead of being put into
#: its owner's graveyard, and the spell's after it is cast (614.1a).
EXILED_INSTEAD = "exiled_instead_of_graveyard"


class MayCastFromGraveyard(MechanicInstruction):
    """ "You may cast target instant or sorcery card from your graveyard this turn": the card
    targeted (115.1), as the object it is in the graveyard (400.7), may be cast by the
    ability's controller until the turn ends (601.3, 611.2a; 514.2), following the timing of
    its types and paying its costs (the card's ruling). `exile`: "If that spell would be put
    into your graveyard, exile it instead." — a replacement effect on the spell cast so,
    whether it resolves or is countered (614.1a; the card's ruling); one returned to a hand or
    library is a new object the effect loses track of (400.7)."""

    op: Literal["may_cast_from_graveyard"] = "may_cast_from_graveyard"
    target: TargetIndex
    exile: bool = False
    #: "You may cast target instant card from your graveyard without paying its mana cost"
    #: (Torrential Gearhulk): cast now, as the spell or ability resolves, if its controller
    #: chooses to (608.2d), from the graveyard, ignoring the timing of its types (608.2g) and
    #: without paying its mana cost (118.9) — not a permission for later; one not cast stays.
    now: bool = False
    #: Its "may" is the permission's own ("you may cast"), not a choice made as it resolves.
    permission: ClassVar[bool] = True
