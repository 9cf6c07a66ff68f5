"""Reading "you may play an additional land this turn" and "you may play up to two additional
lands this turn" (305.2a): a sentence reader."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.cards.compiler.registry import sentence_reader

_COUNT = {"an": 1, "up to two": 2, "two": 2, "up to three": 3, "three": 3}
_THIS_TURN = re.compile(
    r"you may play (an|up to two|two|up to three|three) additional lands? this turn"
)


@sentence_reader("additional land plays", 121)
def sentence(
    text: str, targets: Any, subject: Callable[[str, Any], int | str | None]
) -> list[dict[str, Any]] | None:
    """The permission and how many lands, or None."""
    m = _THIS_TURN.fullmatch(text)
    if m is None:
        return None
    return [{"op": "may_play_additional_lands", "count": _COUNT[m.group(1)]}]
