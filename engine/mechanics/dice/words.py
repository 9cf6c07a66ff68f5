"""What the card page says for a die roll and its results table (706.1a, 706.3a)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler import words
from engine.cards.compiler.registry import targeted_effect_words


def _range(row: dict[str, Any]) -> str:
    low, high = row["low"], row.get("high")
    if high is None:
        return f"{low} or more"
    return str(low) if high == low else f"{low} to {high}"


@targeted_effect_words("roll_die")
def roll_die(e: dict[str, Any], specs: list[dict[str, Any]]) -> str:
    rows = "; ".join(
        f"if the result is {_range(row)}, "
        + "; then ".join(words.effect(x, specs) for x in row["effects"])
        for row in e["effects"]
    )
    return (
        f"roll a {e['sides']}-sided die (706.1a; the natural result is the scenario's next "
        f"`rolls` entry, else one possible result the engine fixes), then by its results table "
        f"(706.3a): {rows}"
    )
