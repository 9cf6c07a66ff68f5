"""The replacement and prevention tests' cards (CR 614–616) and a prevention spell cast on a
board, shared by the prevention and the 616.1 tests."""

from __future__ import annotations

from typing import Any

from tests.engine.helpers import game, obj

SALVE = {
    "name": "Guardian Salve",
    "mana_cost": "{W}",
    "type_line": "Instant",
    "targets": [{"kind": "any", "text": "any target"}],
    "effects": [{"op": "prevent_damage", "amount": 3, "to": 0}],
    "oracle": "Prevent the next 3 damage that would be dealt to any target this turn.",
}
WARD_OFF = {
    "name": "Ward Off",
    "mana_cost": "{W}",
    "type_line": "Instant",
    "targets": [{"kind": "creature", "text": "target creature"}],
    "effects": [{"op": "prevent_damage", "amount": "all", "to": 0}],
    "oracle": "Prevent all damage that would be dealt to target creature this turn.",
}
FURNACE = {
    "name": "Furnace of Rath",
    "mana_cost": "{1}{R}{R}{R}",
    "type_line": "Enchantment",
    "abilities": [
        {
            "kind": "replacement",
            "event": "damage",
            "multiply": 2,
            "text": "If a source would deal damage to a permanent or player, it deals double "
            "that damage to that permanent or player instead.",
        }
    ],
}
SWEEP = {
    "name": "Fire Sweep",
    "mana_cost": "{R}",
    "type_line": "Sorcery",
    "effects": [{"op": "damage_each", "amount": 2}],
    "oracle": "Fire Sweep deals 2 damage to each creature.",
}
TOTEM = {
    "name": "Prismatic Totem",
    "mana_cost": "{0}",
    "type_line": "Artifact",
    "abilities": [{"kind": "as_enters_choose", "choice": "color"}],
}


def _prevent_then(
    second: str, *, choices: list[dict[str, Any]] | None = None, furnace: bool = True
) -> dict[str, Any]:
    """B's Grizzly Bears gets a 3-point shield (r1), then A casts `second` at it."""
    objects = [
        obj("battlefield", "bears", "Grizzly Bears", "B"),
        obj("hand", "salve", "Guardian Salve"),
        obj("hand", "spell", second),
    ]
    if furnace:
        objects.append(obj("battlefield", "furnace", "Furnace of Rath", "B"))
    return game(
        objects,
        players=[{"id": "A", "mana_pool": "{W}{R}"}, {"id": "B"}],
        cards=[SALVE, FURNACE],
        actions=[
            {"player": "A", "cast": "salve", "targets": ["bears"]},
            {"resolve": "stack"},
            {"player": "A", "cast": "spell", "targets": ["bears"]},
            {"resolve": "stack"},
        ],
        choices=choices,
    )
