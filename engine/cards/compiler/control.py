"""Control-changing instructions (613.1b, layer 2): "gain control of target creature [until end of
turn | for as long as ~ remains on the battlefield | for as long as ~ remains tapped]" and
"target player gains control of target permanent you control" (Donate), as a continuous effect
from a resolving spell or ability with its duration (611.2a-b).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

Effect = dict[str, Any]

#: "[Target player gains | gain] control of X [for how long]" (613.1b, 611.2).
_GAIN_CONTROL = re.compile(
    r"(?:(target player|target opponent) gains|gain) control of (target [^,]+?|it|that creature)"
    r"( until end of turn| for as long as (?:~|this \w+) remains (?:on the battlefield|tapped))?"
)
_DURATIONS = {"": "permanent", " until end of turn": "end_of_turn"}


def _duration(words: str) -> str:
    """The duration of a "gain control of" (611.2a-b): stated, or the rest of the game."""
    if words.endswith("remains tapped"):
        return "source_tapped"
    if words.endswith("remains on the battlefield"):
        return "source_on_battlefield"
    return _DURATIONS[words]


def sentence(
    text: str, targets: Any, subject: Callable[[str, Any], int | str | None]
) -> list[Effect] | None:
    """A control change (lower-case first word, no full stop), or None. Layer 2 (613.1b); with
    no duration stated, until the game ends (611.2a); "for as long as ~ remains on the
    battlefield / tapped" until its source stops being so (611.2b)."""
    m = _GAIN_CONTROL.fullmatch(text)
    if m is None:
        return None
    gainer = None if m.group(1) is None else targets.add(m.group(1))
    taker = m.group(2)
    index = targets.add(taker) if taker.startswith("target") else subject(taker, targets)
    if not isinstance(index, int) or (m.group(1) is not None and gainer is None):
        return None
    taken: Effect = {"op": "continuous", "modifications": [{"op": "control"}], "target": index}
    if gainer is not None:
        taken["to_player"] = gainer
    return [{**taken, "duration": _duration(m.group(3) or "")}]
