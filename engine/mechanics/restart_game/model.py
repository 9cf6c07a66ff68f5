"""The instruction restarting the game (727), a member of the `Effect` union."""

from __future__ import annotations

from typing import Literal

from engine.cards.vocabulary.mechanic_instructions import MechanicInstruction


class RestartGame(MechanicInstruction):
    """Restart the game (727.1): it ends, no player winning, losing or drawing it, and the
    players in it begin a new one by 103, the controller of this ability its starting player
    (727.1a), with every card each of them owns as their deck (727.2) except the cards left in
    exile (727.5): the non-Aura permanent cards exiled with this object by its linked
    abilities (607.2a). Then, just before the first untap step, those cards are put onto the
    battlefield under this ability's controller's control (727.4)."""

    op: Literal["restart_game"] = "restart_game"
