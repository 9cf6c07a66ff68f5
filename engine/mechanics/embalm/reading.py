"""Embalm and eternalize (CR 702.128a, 702.129a) read: "Embalm {3}{W}" / "Eternalize {4}{U}{U}"
as the activated ability each means, activated from the graveyard (113.6m), only as a sorcery,
its cost exiling the card, its one instruction `EmbalmCopy`."""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler.registry import zone_reader

_MANA = r"((?:\{(?:\d+|[WUBRGC])\})+)"


@zone_reader("keywords: embalm")
def embalm(text: str) -> dict[str, Any] | None:
    """ "Embalm {3}{W}" / "Eternalize {4}{U}{U}" -> the activated ability it means, or None."""
    m = re.fullmatch(rf"(Embalm|Eternalize) {_MANA}", text)
    if not m:
        return None
    return {
        "kind": "activated",
        "zone": "graveyard",
        "cost": {"mana": m.group(2), "exile_self": True},
        "effects": [{"op": "embalm_copy", "eternalize": m.group(1) == "Eternalize"}],
        "sorcery_speed": True,
    }
