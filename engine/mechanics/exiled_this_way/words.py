"""What the card page says for putting the cards exiled this way onto the battlefield."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import effect_words


@effect_words("put_exiled_this_way")
def put_exiled_this_way(e: dict[str, Any]) -> str:
    del e
    return (
        "each player puts the cards they exiled this way onto the battlefield, all at the same "
        "time (608.2c, 603.6a)"
    )
