""" "[Target player / target opponent / each opponent / that player] exiles a card from their
hand." — who does it read as every instruction's player is (a sentence reader)."""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler.players import player_subject
from engine.cards.compiler.registry import sentence_reader

_EXILES = re.compile(
    r"(target player|target opponent|each opponent|each player|that player) exiles a card from "
    r"their hand"
)


@sentence_reader("exiles a card from their hand", 492)
def sentence(text: str, targets: Any, subject: Any) -> list[dict[str, Any]] | None:
    """The player, or None for another sentence (or one whose player isn't clear)."""
    del subject
    m = _EXILES.fullmatch(text)
    who = None if m is None else player_subject(m.group(1), targets)
    if who is None:
        return None
    return [{"op": "exile_from_hand", **who}]
