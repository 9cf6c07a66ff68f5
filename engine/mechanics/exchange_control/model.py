"""Exchanging control's instruction (701.12), one member of the vocabulary's `Effect` union."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.bounds import TargetIndex
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction


class ExchangeControl(MechanicInstruction):
    """ "Exchange control of `first` and `second`" (701.12b): each a target, or the card itself
    ("this creature and target creature an opponent controls")."""

    op: Literal["exchange_control"] = "exchange_control"
    first: TargetIndex | Literal["self"]
    second: TargetIndex
    #: "If you don't or can't make an exchange, sacrifice this creature." (Gilded Drake).
    otherwise_sacrifice: bool = False
    #: "This ability still resolves if its target becomes illegal." — an exception to 608.2b
    #: the stack asks (`engine.rules.stack.check_targets`): then no exchange, and the sacrifice.
    even_if_illegal: bool = False
