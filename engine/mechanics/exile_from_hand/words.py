"""What the card page says for a player exiling a card from their hand (701.13a)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.filter_words import filter_words
from engine.cards.compiler.registry import effect_words

_WHO = {
    "you": "you",
    "target": "the target player",
    "each_opponent": "each opponent",
    "each": "each player",
    "that_player": "that player",
}


@effect_words("exile_from_hand")
def exile_from_hand(e: dict[str, Any]) -> str:
    who = _WHO.get(e.get("player", "target"), "the player")
    n = e.get("amount", 1)
    card = "a card" if n == 1 else f"{n} cards"
    if e.get("filter"):
        card += f" ({filter_words(e['filter'], 'card')})"
    choose = "choose" if who == "you" else "chooses"
    zone = e.get("zone", "hand")
    said = f"{who} {choose} {card} in {'your' if who == 'you' else 'their'} {zone} and exile"
    said += ("" if who == "you" else "s") + f" {'it' if n == 1 else 'them'} (701.13a)"
    if e.get("linked"):
        said += (
            ", exiled with this permanent for its ability that refers to the exiled card "
            "(607.2a) — if this permanent has left the battlefield by then, no ability of it "
            "refers to the card"
        )
    return said
