"""The instruction making its controller lose the game (104.3e), a member of the `Effect`
union."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction


class LoseGame(MechanicInstruction):
    """ "You lose the game": the controller of the resolving spell or ability loses the game
    (104.3e), unless an effect says they can't (614.17); the last player left wins (104.2a)."""

    op: Literal["lose_game"] = "lose_game"
