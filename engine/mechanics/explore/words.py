"""What the card page says for "[permanent] explores" (701.44a)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.filter_words import ref_words
from engine.cards.compiler.registry import targeted_effect_words


@targeted_effect_words("explore")
def explore(e: dict[str, Any], specs: list[dict[str, Any]]) -> str:
    who = ref_words(e.get("target", "self"), specs)
    return (
        f"{who} explores (701.44a): its controller reveals the top card of their library; a land "
        "card is put into their hand, otherwise the exploring permanent gets a +1/+1 counter and "
        "they may put the revealed card into their graveyard"
    )
