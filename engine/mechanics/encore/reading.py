"""Encore (CR 702.141a) read: "Encore {4}{U}{U}" as the activated ability it means, activated
from the graveyard (113.6m), only as a sorcery, its cost exiling the card, its one instruction
`Encore`."""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler.registry import zone_reader

_MANA = r"((?:\{(?:\d+|[WUBRGC])\})+)"


@zone_reader("keywords: encore")
def encore(text: str) -> dict[str, Any] | None:
    """ "Encore {4}{U}{U}" -> the activated ability it means (702.141a), or None."""
    m = re.fullmatch(rf"Encore {_MANA}", text)
    if not m:
        return None
    return {
        "kind": "activated",
        "zone": "graveyard",
        "cost": {"mana": m.group(1), "exile_self": True},
        "effects": [{"op": "encore"}],
        "sorcery_speed": True,
    }
