"""The instruction making players exile a card of their choice from their hand (701.13a), a
member of the `Effect` union."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.bounds import TargetIndex
from engine.cards.vocabulary.filters import Filter
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction


class ExileFromHand(MechanicInstruction):
    """Each player `player` names (a target's with `target`) chooses a card in their hand and
    exiles it (701.13a), in APNAP order (101.4); a player with an empty hand exiles nothing."""

    op: Literal["exile_from_hand"] = "exile_from_hand"
    #: Who exiles (as `WhichPlayers` names them): the instruction's controller, a target
    #: player, each opponent, each player or the player the trigger event names (603.2).
    player: Literal["you", "target", "each_opponent", "each", "that_player"] = "target"
    target: TargetIndex | None = None
    #: The quality the card must have ("a nonartifact, nonland card", "an instant card with
    #: mana value 2 or less"): a player with no such card exiles nothing.
    filter: Filter | None = None
    #: Remembered as exiled with this object, for its ability that refers to "the exiled card"
    #: (607.2a: imprint, 702 — Chrome Mox, Isochron Scepter); set by the face reader that links
    #: them (`engine.mechanics.linked_exile.reading`).
    linked: bool = False
