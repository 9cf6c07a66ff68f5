"""What the card page says for searching three zones for an object's name (701.23a)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.filter_words import ref_words
from engine.cards.compiler.registry import targeted_effect_words


@targeted_effect_words("search_same_name")
def search_same_name(e: dict[str, Any], specs: list[dict[str, Any]]) -> str:
    what = ref_words(e["target"], specs)
    whose = "owner" if e.get("whose", "owner") == "owner" else "controller (as it last existed)"
    which = (
        "every card with its name in the graveyard, and any of those in the hand and library "
        "(hidden zones, 701.23b)"
        if e.get("count", "all") == "all"
        else "any number of cards with its name"
    )
    return (
        f"search the graveyard, hand and library of {what}'s {whose} (701.23a) and exile "
        f"{which} (701.13a); then that player shuffles (701.24a)"
    )
