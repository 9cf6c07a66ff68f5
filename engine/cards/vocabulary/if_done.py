""" "If you do" (608.2c): the instructions whose performance it may ask about, and why another
is refused — the vocabulary's `IfYouDo` (in `card`, with the other instructions holding
instructions) holds one of these, or "you may" of one.
"""

from __future__ import annotations

from typing import Any

from engine.cards.vocabulary.instructions import (
    Draw,
    Exile,
    PlayerSacrifices,
    Sacrifice,
    Tap,
    Untap,
)
from engine.cards.vocabulary.library import Discard

#: The instructions whose performance "if you do" may ask about: each says, as it is followed,
#: whether it did all it says (`engine.instructions.if_you_do` tells each). A mechanic's own
#: instruction is one when its model says `if_done` and its rules register how
#: (`if_you_do.performed_by`).
IF_DONE_INSTRUCTIONS = (Sacrifice, PlayerSacrifices, Discard, Draw, Exile, Tap, Untap)


def if_done_refusal(done: Any) -> str | None:
    """Why "if you do" can't ask about the instruction `done`, or None when it can: one the
    engine can't tell the performance of, or another player's (it asks about "you")."""
    if not isinstance(done, IF_DONE_INSTRUCTIONS) and not getattr(done, "if_done", False):
        known = sorted(repr(k.model_fields["op"].default) for k in IF_DONE_INSTRUCTIONS)
        return (
            f"whether {done.op!r} was done isn't modelled; 'if you do' asks about one of "
            + ", ".join(known)
        )
    if getattr(done, "player", "you") != "you" or (
        isinstance(done, Discard) and (done.amount == "all" or done.then_draw)
    ):
        return "'if you do' asks about an instruction of its controller's"
    return None
