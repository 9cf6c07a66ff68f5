"""What the card page says for milling cards and taking one of them (701.17a, 701.17c)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.filter_words import filter_words
from engine.cards.compiler.registry import effect_words


@effect_words("mill_and_take")
def mill_and_take(e: dict[str, Any]) -> str:
    kind = filter_words(e.get("filter", {}), "card")
    return (
        f"mill {e['amount']} (701.17a), then you may put a {kind} from among the milled cards "
        "into your hand (701.17c)"
    )
