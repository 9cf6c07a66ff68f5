"""The instructions of moving cards between a hand, a library and exile, members of the
vocabulary's `Effect` union."""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from engine.cards.vocabulary.bounds import MAX_AMOUNT, TargetIndex
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction


class LookAtTopOf(MechanicInstruction):
    """ "Look at the top card of target player's library. You may put that card on the bottom of
    that player's library." (701.20e: only the controller sees it): the controller chooses as it
    resolves whether it goes to the bottom (608.2d)."""

    op: Literal["look_at_top_of"] = "look_at_top_of"
    target: TargetIndex = 0
    may_bottom: Literal[True] = True


class HandOnTop(MechanicInstruction):
    """ "Put two cards from your hand on top of your library in any order" (401.4): chosen as it
    resolves, all of them if the hand holds fewer. "Target opponent puts a card from their hand
    on top of their library" (Chittering Rats): the player of target spec `target` chooses from
    their own hand; with `each`, every player does, in APNAP order (101.4)."""

    op: Literal["hand_on_top"] = "hand_on_top"
    amount: int = Field(default=1, ge=1, le=MAX_AMOUNT)
    #: None: the controller's own hand (or every player's, with `each`).
    target: TargetIndex | None = None
    each: bool = False


class ExileLibrary(MechanicInstruction):
    """ "Exile all cards from target player's library" (701.13a)."""

    op: Literal["exile_library"] = "exile_library"
    target: TargetIndex = 0


class ShuffleHandIntoLibrary(MechanicInstruction):
    """ "That player shuffles their hand into their library" (701.24a): the player the target
    spec `target` names puts their hand into their library and shuffles it; with `each`, every
    player does, in APNAP order (101.4: "Each player shuffles their hand and graveyard into
    their library", Timetwister), and with `graveyard` their graveyard goes too."""

    op: Literal["shuffle_hand_into_library"] = "shuffle_hand_into_library"
    #: None with `each`: every player, none targeted.
    target: TargetIndex | None = None
    each: bool = False
    graveyard: bool = False
