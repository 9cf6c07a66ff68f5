"""What the card page says for restarting the game (727)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import effect_words


@effect_words("restart_game")
def restart_game(e: dict[str, Any]) -> str:
    del e
    return (
        "restart the game (727.1): it ends with no winner, and a new one begins by 103 — you "
        "its starting player (727.1a), every card each player owns shuffled into their library "
        "(727.2) but the non-Aura permanent cards exiled with this permanent (607.2a), which "
        "stay in exile (727.5); each player's life becomes 20, each draws seven cards and may "
        "mulligan (103.4, 103.5); then, just before the first untap step, you put those cards "
        "onto the battlefield under your control, their enters abilities waiting for the first "
        "upkeep (727.4)"
    )
