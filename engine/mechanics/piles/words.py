"""What the card page says for a separation into two piles (700.3)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.filter_words import filter_words, ref_words
from engine.cards.compiler.registry import targeted_effect_words


@targeted_effect_words("separate_piles")
def separate_piles(e: dict[str, Any], specs: list[dict[str, Any]]) -> str:
    what = filter_words(e.get("filter", {}), "permanent", plural=True)
    then = e.get("then", "sacrifice")
    act = (
        "sacrifices the permanents in it (701.21a)"
        if then == "sacrifice"
        else "the permanents in it are destroyed (701.8a)"
    )
    return (
        f"you separate the {what} {ref_words(e['target'], specs)} controls into two piles (each "
        f"in exactly one, a pile may be empty: 700.3a, 700.3d); that player chooses a pile and "
        f"{act}"
    )
