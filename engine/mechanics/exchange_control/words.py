"""What the card page says for exchanging control (701.12b)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.filter_words import ref_words
from engine.cards.compiler.registry import targeted_effect_words


@targeted_effect_words("exchange_control")
def instruction(e: dict[str, Any], specs: list[dict[str, Any]]) -> str:
    first, second = ref_words(e["first"], specs), ref_words(e["second"], specs)
    said = (
        f"exchange control of {first} and {second} (701.12b: none of it if either is gone, 701.12a)"
    )
    if e.get("otherwise_sacrifice"):
        said += "; if no exchange is made, sacrifice this"
    if e.get("even_if_illegal"):
        said += " — it resolves even if its target became illegal (an exception to 608.2b)"
    return said
