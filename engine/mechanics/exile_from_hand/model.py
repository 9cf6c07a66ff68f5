"""The instruction making players exile cards of their choice from their hand or their graveyard
(701.13a), a member of the `Effect` union."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from engine.cards.vocabulary.bounds import TargetIndex
from engine.cards.vocabulary.filters import Filter
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction


class ExileFromHand(MechanicInstruction):
    """Each player `player` names (a target's with `target`) chooses `amount` cards in their
    hand — or, with `zone` "graveyard", in their graveyard ("Target player exiles a card from
    their graveyard", Scrabbling Claws) — and exiles them (701.13a), in APNAP order (101.4); a
    player with fewer exiles all they have, and with none exiles nothing."""

    op: Literal["exile_from_hand"] = "exile_from_hand"
    #: Who exiles (as `WhichPlayers` names them): the instruction's controller, a target
    #: player, each opponent, each player or the player the trigger event names (603.2).
    player: Literal["you", "target", "each_opponent", "each", "that_player"] = "target"
    target: TargetIndex | None = None
    #: The quality the card must have ("a nonartifact, nonland card", "an instant card with
    #: mana value 2 or less"): a player with no such card exiles nothing.
    filter: Filter | None = None
    zone: Literal["hand", "graveyard"] = "hand"
    amount: int = Field(default=1, ge=1, le=7)
    #: Remembered as exiled with this object, for its ability that refers to "the exiled card"
    #: (607.2a: imprint, 702 — Chrome Mox, Isochron Scepter); set by the face reader that links
    #: them (`engine.mechanics.linked_exile.reading`).
    linked: bool = False
