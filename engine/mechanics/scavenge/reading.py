"""Scavenge (CR 702.97a) read: "Scavenge {4}{G}{G}" as the activated ability it means, activated
from the graveyard (113.6m), only as a sorcery, its cost exiling the card, its one instruction
`Scavenge` targeting a creature."""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler.registry import zone_reader

_MANA = r"((?:\{(?:\d+|[WUBRGC])\})+)"


@zone_reader("keywords: scavenge")
def scavenge(text: str) -> dict[str, Any] | None:
    """ "Scavenge {4}{G}{G}" -> the activated ability it means (702.97a), or None."""
    m = re.fullmatch(rf"Scavenge {_MANA}", text)
    if not m:
        return None
    return {
        "kind": "activated",
        "zone": "graveyard",
        "cost": {"mana": m.group(1), "exile_self": True},
        "targets": [{"kind": "creature", "text": "target creature"}],
        "effects": [{"op": "scavenge", "target": 0}],
        "sorcery_speed": True,
    }
