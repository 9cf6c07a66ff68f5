"""What the card page says for revealing the top card and acting on its quality (701.20a)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.filter_words import filter_words
from engine.cards.compiler.registry import effect_words

_THEN = {
    "transform": "this permanent transforms (701.27a)",
    "hand": "put it into your hand",
    "battlefield_tapped": "put it onto the battlefield tapped",
}


@effect_words("reveal_top")
def reveal_top(e: dict[str, Any]) -> str:
    look = "look at the top card of your library (701.20e); you " if e.get("look") else "you "
    what = filter_words(e.get("filter", {}))
    return (
        f"{look}may reveal the top card of your library (608.2d, 701.20a); if a {what} card is "
        f"revealed this way, {_THEN[e['then']]}; otherwise it stays on top"
    )
