"""What the card page says for untapping up to N chosen lands (701.26b)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import effect_words


@effect_words("untap_up_to")
def untap_up_to(e: dict[str, Any]) -> str:
    yours = " you control" if e.get("filter", {}).get("controller") == "you" else ""
    return (
        f"untap up to {e['amount']} lands{yours}, chosen as it resolves — not targeted, so "
        "any player's (701.26b, 608.2d)"
    )
