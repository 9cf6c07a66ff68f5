"""Reinforce (CR 702.77a) read: "Reinforce 2—{2}{W}" / "Reinforce X—{X}{G}{G}" as the activated
ability it means, activated from the hand (113.6b), its cost the mana and discarding the card,
its one instruction putting that many +1/+1 counters on a target creature (X: as announced,
107.3a). A cost of other than plain mana, or an X on one side only, leaves the line unread."""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler.registry import zone_reader

_LINE = re.compile(r"Reinforce (\d+|X)—((?:\{(?:\d+|[WUBRGCX])\})+)")


@zone_reader("keywords: reinforce")
def reinforce(text: str) -> dict[str, Any] | None:
    """ "Reinforce 2—{2}{W}" -> the activated ability it means (702.77a), or None."""
    m = _LINE.fullmatch(text)
    if not m or (m.group(1) == "X") != ("{X}" in m.group(2)):
        return None
    n = m.group(1)
    return {
        "kind": "activated",
        "zone": "hand",
        "cost": {"mana": m.group(2), "discard_self": True},
        "targets": [{"kind": "creature", "text": "target creature"}],
        "effects": [
            {"op": "counters", "counter": "+1/+1", "amount": n if n == "X" else int(n), "target": 0}
        ],
    }
