"""What the card page says for a coin flip won or lost (705.2)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler import words
from engine.cards.compiler.registry import targeted_effect_words


@targeted_effect_words("flip_coin")
def flip_coin(e: dict[str, Any], specs: list[dict[str, Any]]) -> str:
    said = [
        f"if you {outcome} the flip, " + "; then ".join(words.effect(x, specs) for x in held)
        for outcome, held in (("win", e.get("then", ())), ("lose", e.get("otherwise", ())))
        if held
    ]
    return (
        "flip a coin (705.2; whether you win is the scenario's next `flips` entry, else one "
        "possible outcome the engine fixes): " + "; ".join(said)
    )
