"""When a player may act at sorcery speed (CR 307.1): in their own main phase with an empty
stack. Casting a sorcery asks it, and so do the abilities and special actions that say "as a
sorcery" or "only any time you could cast a sorcery" (companion 702.139a, plot 702.170a)."""

from __future__ import annotations

from engine.core.state import GameState, PlayerId
from engine.core.turn_state import MAIN_PHASES


def sorcery_timing(state: GameState, player: PlayerId) -> str | None:
    """Why `player` can't act at sorcery speed now, or None (CR 307.1)."""
    if state.turn.active != player:
        return "it isn't their turn"
    if state.turn.step not in MAIN_PHASES:
        return "it isn't a main phase"
    if state.stack:
        return "the stack isn't empty"
    return None
