"""What the card page says for revealing cards until one of a kind (701.20a)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.filter_words import filter_words
from engine.cards.compiler.registry import effect_words


@effect_words("reveal_until")
def reveal_until(e: dict[str, Any]) -> str:
    kind = filter_words(e["filter"], "card")
    where = "into your hand" if e.get("to", "hand") == "hand" else "onto the battlefield"
    if e.get("tapped"):
        where += " tapped"
    return (
        f"reveal cards from the top of your library until you reveal a {kind} (701.20a); put "
        f"that card {where} and the other revealed cards on the bottom of your library in a "
        "random order"
    )
