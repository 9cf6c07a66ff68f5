"""Reading "exile all [permanents] target player controls" — a group said from the point of view
of a target player (109.5), the one target of the instruction (a sentence reader)."""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler.registry import sentence_reader
from engine.cards.compiler.selectors import group

_THEIRS = re.compile(r"exile all (.+) (target player|target opponent) controls")


@sentence_reader("exile all target player controls", 489)
def sentence(text: str, targets: Any, subject: Any) -> list[dict[str, Any]] | None:
    """Every permanent of the group that player controls, as it resolves (115.10a: only the
    player is targeted), or None."""
    del subject
    m = _THEIRS.fullmatch(text)
    flt = None if m is None else group(f"{m.group(1)} you control")
    if m is None or flt is None or (index := targets.add(m.group(2))) is None:
        return None
    return [{"op": "exile_all", "filter": flt, "filter_player": index}]
