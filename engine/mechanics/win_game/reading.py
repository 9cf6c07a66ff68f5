"""Reading "Look at the top X cards of your library, where X is …. Put up to one of them on top
of your library and the rest on the bottom of your library in a random order. If X is greater
than or equal to the number of cards in your library, you win the game." (Thassa's Oracle): a
sentence reader given the text with X said plainly — the compiler's counted amounts put what X
is in its place in both instructions (107.3c, 608.2h)."""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler.registry import sentence_reader

_TEXT = re.compile(
    r"look at the top X cards of your library\. put up to one of them on top of your library "
    r"and the rest on the bottom of your library in a random order\. if X is greater than or "
    r"equal to the number of cards in your library, you win the game"
)


@sentence_reader("look, then win the game", 505)
def sentence(text: str, targets: Any, subject: Any) -> list[dict[str, Any]] | None:
    """The look and the win, each with its amount X, or None."""
    del targets, subject
    if not _TEXT.fullmatch(text):
        return None
    look = {
        "op": "look_at_top",
        "amount": "X",
        "take": 1,
        "taken_to": "top",
        "rest": "bottom_random",
    }
    return [look, {"op": "win_game", "amount": "X"}]
