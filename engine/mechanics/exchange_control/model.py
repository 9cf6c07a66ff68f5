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
