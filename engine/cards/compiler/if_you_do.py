""" "[Do this]. If you do, [these]." (608.2c) in the templates' reading of an effect: the one
instruction of the sentence before held with what the "if you do" sentence says, as the grammar's
lowering holds them (`engine.cards.lowering.if_you_do`) — one vocabulary `IfYouDo`, so only an
instruction the engine can tell the performance of (a sacrifice, discard, draw, exile, tap or
untap of its controller's, `IF_DONE_INSTRUCTIONS`) is asked about; another leaves the text unread.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pydantic import ValidationError

from engine.cards.vocabulary import IfYouDo

Effect = dict[str, Any]


def joined(
    done: Effect, then_text: str, targets: Any, read: Callable[[str, Any], list[Effect] | None]
) -> list[Effect] | None:
    """`done` held with the instructions of `then_text` (read by `read`), or None when either
    isn't read or "if you do" can't ask about `done`."""
    then = read(then_text, targets)
    if then is None:
        return None
    found: Effect = {"op": "if_you_do", "effects": [done], "then": then}
    try:
        IfYouDo.model_validate(found)
    except ValidationError:
        return None
    return [found]
