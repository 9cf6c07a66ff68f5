"""The instruction revealing cards from the top of a library until one of a kind (701.20a), a
member of the `Effect` union."""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from engine.cards.vocabulary.bounds import TargetIndex
from engine.cards.vocabulary.filters import Filter
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction

#: Who reveals: the instruction's controller, a target player, the player a trigger event names
#: (603.2), a target's controller (608.2h), each opponent or each player (101.4) — the players
#: `Context.players` finds.
Who = Literal["you", "target", "that_player", "controller", "each_opponent", "each_player"]
#: Where the revealed cards go: "library" is where they are, revealing moving nothing (701.20b).
Place = Literal["hand", "battlefield", "graveyard", "exile", "library"]


class RevealUntil(MechanicInstruction):
    """A player (`player`, `target`: its controller, a target player) reveals cards from the
    top of their library one at a time until `count` cards matching `filter` are revealed
    (701.20a); those cards go to `to` (their owner's hand or graveyard, or onto the battlefield
    under the control of the player who revealed them, 110.2a, `tapped`), and the other
    revealed cards to `rest` — on the bottom of the library in a random order, into the
    graveyard, exile or the hand, or shuffled into the library (701.24a). With too few such
    cards, every card of the library is revealed and all of them go where the others go. Both
    "library": revealed, nothing moved (701.20b), which is what the sentence saying where they
    go replaces (`engine.cards.lowering.revealed`)."""

    op: Literal["reveal_until"] = "reveal_until"
    player: Who = "you"
    target: TargetIndex | None = None
    filter: Filter
    count: int = Field(default=1, ge=1, le=10)
    to: Place = "hand"
    tapped: bool = False
    rest: Literal["bottom_random", "graveyard", "exile", "hand", "shuffle", "library"] = (
        "bottom_random"
    )

    @model_validator(mode="after")
    def _places(self) -> RevealUntil:
        if (self.player in ("target", "controller")) != (self.target is not None):
            raise ValueError('give "target" exactly when player is "target" or "controller"')
        if (self.to == "library") != (self.rest == "library"):
            raise ValueError("revealed cards that stay where they are all stay (701.20b)")
        if self.to == "exile" or (self.tapped and self.to != "battlefield"):
            raise ValueError("the cards found go to a hand, a graveyard or the battlefield")
        return self
