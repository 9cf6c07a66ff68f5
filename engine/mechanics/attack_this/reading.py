"""Reading "During target opponent's next turn, creatures that player controls attack ~ if able."
(Gideon Jura): a sentence reader, with "target opponent" its target spec (115.1)."""

from __future__ import annotations

from typing import Any

from engine.cards.compiler.registry import sentence_reader

_TEXT = "during target opponent's next turn, creatures that player controls attack ~ if able"


@sentence_reader("attack this if able", 124)
def sentence(text: str, targets: Any, subject: Any) -> list[dict[str, Any]] | None:
    """The instruction, or None."""
    del subject
    if text != _TEXT or not targets.it_is_self:
        return None
    index = targets.add("target opponent")
    return None if index is None else [{"op": "attack_this_if_able", "player": index}]
