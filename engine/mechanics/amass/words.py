"""What the card page says for amass (701.47a)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import effect_words
from engine.cards.vocabulary.creature_types import plural_of
from engine.cards.wording import counter_words


@effect_words("amass")
def amass(e: dict[str, Any]) -> str:
    kind, n = e["subtype"], e["amount"]
    return (
        f"amass {plural_of(kind)} {n}: if you control no Army creature, create a 0/0 black "
        f"{kind} Army creature token; then choose an Army creature you control, put "
        f"{counter_words(n, '+1/+1')} on it, and it becomes a {kind} in addition to its other "
        "types (701.47a)"
    )
