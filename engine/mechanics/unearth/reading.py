"""Unearth (CR 702.84a) read: "Unearth {2}{B}" as the activated ability it means, activated from
the graveyard (113.6m), only as a sorcery, its one instruction `Unearth`."""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler.registry import zone_reader

_MANA = r"((?:\{(?:\d+|[WUBRGC])\})+)"


@zone_reader("keywords: unearth")
def unearth(text: str) -> dict[str, Any] | None:
    """ "Unearth {2}{B}" -> the activated ability it means (702.84a), or None."""
    m = re.fullmatch(rf"Unearth {_MANA}", text)
    if not m:
        return None
    return {
        "kind": "activated",
        "zone": "graveyard",
        "cost": {"mana": m.group(1)},
        "effects": [{"op": "unearth"}],
        "sorcery_speed": True,
    }
