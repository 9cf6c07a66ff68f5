"""The instruction that exiles every matching permanent (701.13a), a member of the `Effect`
union."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.bounds import TargetIndex
from engine.cards.vocabulary.filters import Filter
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction


class ExileAll(MechanicInstruction):
    """Exile each permanent on the battlefield `filter` names, as this resolves: none is
    targeted (115.10a). "You control" is from the point of view of this instruction's
    controller — or, with `filter_player`, of the player chosen for that target spec ("Exile all
    attacking creatures target player controls", 109.5); the permanents leave the battlefield at
    once (603.10a), and how many were exiled is what a later "that many" counts (608.2c)."""

    op: Literal["exile_all"] = "exile_all"
    filter: Filter = Filter()
    filter_player: TargetIndex | None = None
