"""The instruction revealing the top card of a library into its owner's hand (701.20a), a member
of the `Effect` union."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction


class RevealTopToHand(MechanicInstruction):
    """Reveal the top card of your library (701.20a) and put that card into your hand — a move,
    not a draw ("whenever you draw" doesn't see it) — then, with `life`, lose or gain life
    equal to its mana value (202.3; an {X} in its mana cost counts as 0, 202.3e: the card's
    ruling)."""

    op: Literal["reveal_top_to_hand"] = "reveal_top_to_hand"
    life: Literal["lose", "gain"] | None = None
