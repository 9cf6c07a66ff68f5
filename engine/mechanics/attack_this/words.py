"""What the card page says for "… creatures that player controls attack ~ if able" (508.1d)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import effect_words


@effect_words("attack_this_if_able")
def instruction(e: dict[str, Any]) -> str:
    del e
    return (
        "during that player's next turn, each creature they control attacks this permanent if "
        "able (508.1d, 613.11), as long as it is on the battlefield"
    )
