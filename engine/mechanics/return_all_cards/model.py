"""The instruction that returns all matching cards of players' graveyards, a member of the
`Effect` union."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.bounds import TargetIndex
from engine.cards.vocabulary.filters import Filter
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction


class ReturnAllCards(MechanicInstruction):
    """Each player `player` names returns every card of their own graveyard matching `filter`
    to the battlefield under their control (110.2) or to their hand, all of them in one event:
    cards put onto the battlefield enter at the same time (603.6a), tapped when `tapped` says
    so. None is targeted (115.10a); the cards are those matching as it resolves (608.2h)."""

    op: Literal["return_all_cards"] = "return_all_cards"
    #: Each player, a target player, or the instruction's controller ("Return all land cards
    #: from your graveyard …"; the vocabulary's `WhichPlayers` names).
    player: Literal["each", "target", "you"] = "each"
    #: The target spec naming the player, with `player` "target".
    target: TargetIndex | None = None
    filter: Filter
    to: Literal["battlefield", "hand"]
    #: "… to the battlefield tapped": each card enters tapped (110.5b: its status as it enters).
    tapped: bool = False
