"""What the card page says for the instructions that refer to the exiled card (607.2a)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import effect_words


@effect_words("add_mana_of_exiled_colors")
def colors(e: dict[str, Any]) -> str:
    del e
    return (
        "add one mana of any of the colors of the card exiled with this permanent (106.4, "
        "607.2a) — none while no card is exiled with it or the card is colorless, never {C}"
    )


@effect_words("cast_copy_of_exiled")
def cast_copy(e: dict[str, Any]) -> str:
    del e
    return (
        "you may copy the card exiled with this permanent, if it is still in exile; if you do, "
        "you may cast the copy without paying its mana cost as this resolves (707.12, 608.2g, "
        "118.9; X is 0, 107.3b) — a copy not cast ceases to exist (704.5e)"
    )
