"""The instruction that puts the cards exiled this way onto the battlefield, a member of the
`Effect` union."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction


class PutExiledThisWay(MechanicInstruction):
    """Put every card the last exile of cards from graveyards in this text put into exile
    (`Resolution.exiled`) onto the battlefield under its owner's control — the player who
    exiled it from their own graveyard (110.2) — all at the same time (603.6a). A card that has
    left exile since is a new object and stays where it is (400.7); a card exiled by anything
    else, a replacement effect included, isn't one of them (608.2c: Living Death's ruling)."""

    op: Literal["put_exiled_this_way"] = "put_exiled_this_way"
