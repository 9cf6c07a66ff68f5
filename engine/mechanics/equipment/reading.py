"""Equip read from oracle text (702.6a): a permanent line reader
(`engine.cards.compiler.registry.reader`), tried before the general activated ability."""

from __future__ import annotations

import re
from typing import Any

from engine.cards.compiler.abilities import cost
from engine.cards.compiler.registry import reader


@reader("equip", 300)
def equip(text: str) -> dict[str, Any] | None:
    """ "Equip {2}": "{2}: Attach this permanent to target creature you control. Activate only as
    a sorcery." (702.6a)."""
    m = re.fullmatch(r"Equip ((?:\{[^}]+\})+)", text)
    paid = cost(m.group(1)) if m else None
    if paid is None:
        return None
    return {
        "kind": "activated",
        "cost": paid,
        "targets": [
            {
                "kind": "creature",
                "filter": {"controller": "you"},
                "text": "target creature you control",
            }
        ],
        "effects": [{"op": "attach", "target": 0}],
        "sorcery_speed": True,
    }
