"""The instruction searching three zones for the cards with an object's name and exiling them
(701.23a, 701.13a), a member of the `Effect` union."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.bounds import TargetIndex
from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction


class SearchSameName(MechanicInstruction):
    """Search `whose` ("its owner" / "its controller": of the target `target`, as it is or as it
    last existed, 608.2h) graveyard, hand and library for the cards with the same name as that
    target (201.2) and exile them, then that player shuffles their library (701.24a).

    `count` "all": every such card in the graveyard, a public zone, is exiled; in the hand and
    the library, hidden zones, the searcher may leave any of them (701.23b; Extirpate's ruling).
    "any": "any number of cards" — the searcher chooses which, in every zone."""

    op: Literal["search_same_name"] = "search_same_name"
    target: TargetIndex
    whose: Literal["owner", "controller"] = "owner"
    count: Literal["all", "any"] = "all"
