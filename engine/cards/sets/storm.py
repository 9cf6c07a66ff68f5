"""Storm (CR 702.40): Grapeshot."""

from __future__ import annotations

from typing import Any

CARDS: tuple[dict[str, Any], ...] = (
    {
        "name": "Grapeshot",
        "mana_cost": "{1}{R}",
        "type_line": "Sorcery",
        "targets": [{"kind": "any", "text": "any target"}],
        "effects": [{"op": "damage", "amount": 1, "to": 0}],
        "abilities": ["Storm"],
        "oracle": "Grapeshot deals 1 damage to any target.\nStorm (When you cast this spell, copy "
        "it for each spell cast before it this turn. You may choose new targets for the copies.)",
    },
)
