"""What the card page says for a fight (701.14a) and a bite (120.2b)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.filter_words import ref_words
from engine.cards.compiler.registry import targeted_effect_words


@targeted_effect_words("fight")
def fight(e: dict[str, Any], specs: list[dict[str, Any]]) -> str:
    who = "this creature" if e["by"] == "self" else ref_words(e["by"], specs)
    index = e["target"]
    up_to = index < len(specs) and specs[index].get("min") == 0
    none = "; with none chosen, no fight" if up_to else ""
    return f"{who} fights {ref_words(index, specs)} (701.14a){none}"


@targeted_effect_words("bite")
def bite(e: dict[str, Any], specs: list[dict[str, Any]]) -> str:
    return (
        f"{ref_words(e['by'], specs)} deals damage equal to its power to "
        f"{'this permanent' if e['to'] == 'self' else ref_words(e['to'], specs)} (the creature is "
        "the source, 120.2b)"
    )
