"""What the card page says for a player exiling a card from their hand (701.13a)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import effect_words

_WHO = {
    "target": "the target player",
    "each_opponent": "each opponent",
    "each": "each player",
    "that_player": "that player",
}


@effect_words("exile_from_hand")
def exile_from_hand(e: dict[str, Any]) -> str:
    who = _WHO.get(e.get("player", "target"), "the player")
    return f"{who} chooses a card in their hand and exiles it (701.13a)"
