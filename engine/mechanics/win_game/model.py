"""The instruction "you win the game" (104.2b)."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.amounts import Amount
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction


class WinTheGame(MechanicInstruction):
    """The controller wins the game (104.2b); with `amount`, only "if [amount] is greater than
    or equal to the number of cards in your library" — checked as the instruction is performed,
    the amount counted then (608.2h): Thassa's Oracle's X, its devotion to blue."""

    op: Literal["win_game"] = "win_game"
    amount: Amount | None = None
