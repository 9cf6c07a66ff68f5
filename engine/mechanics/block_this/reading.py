"""Reading "Target creature blocks this creature this turn if able." and "you may have target
creature block it / this creature this turn if able" (Trumpeting Armodon, Giant Ambush Beetle,
Turntimber Basilisk): a sentence reader, "target creature" its target spec (115.1), "it" only
where it is the card itself (an Equipment's "block it" is the equipped creature's: not read)."""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler.registry import sentence_reader

_BLOCKS = re.compile(r"[Tt]arget creature blocks ~ this turn if able")
_MAY = re.compile(r"you may have target creature block (~|it) this turn if able")


@sentence_reader("block this if able", 128)
def sentence(text: str, targets: Any, subject: Any) -> list[dict[str, Any]] | None:
    """The instruction, or None."""
    del subject
    may = _MAY.fullmatch(text)
    if (_BLOCKS.fullmatch(text) is None and may is None) or not targets.it_is_self:
        return None
    index = targets.add("target creature")
    if index is None:
        return None
    blocks = {"op": "block_this_if_able", "target": index}
    if may is None:
        return [blocks]
    return [{"op": "may", "effects": [blocks], "text": "have target creature block this creature"}]
