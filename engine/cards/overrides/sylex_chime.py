"""Cards that look at names originally printed in an expansion (CR 206.3b, 206.3c)."""

from __future__ import annotations

from typing import Any

CARDS: tuple[dict[str, Any], ...] = (
    {
        "name": "Golgothian Sylex",
        "mana_cost": "{4}",
        "type_line": "Artifact",
        "abilities": [
            {
                "kind": "activated",
                "cost": {"mana": "{1}", "tap": True},
                "effects": [
                    {
                        "op": "sacrifice_all",
                        "filter": {"token": False, "name_list": "antiquities"},
                    }
                ],
                "text": "{1}, {T}: Each nontoken permanent with a name originally printed in the "
                "Antiquities expansion is sacrificed by its controller.",
            }
        ],
        "oracle": "{1}, {T}: Each nontoken permanent with a name originally printed in the "
        "Antiquities expansion is sacrificed by its controller.",
    },
    {
        "name": "Apocalypse Chime",
        "mana_cost": "{2}",
        "type_line": "Artifact",
        "abilities": [
            {
                "kind": "activated",
                "cost": {"mana": "{2}", "tap": True, "sacrifice_self": True},
                "effects": [
                    {
                        "op": "destroy_all",
                        "filter": {"token": False, "name_list": "homelands"},
                        "cant_regenerate": True,
                    }
                ],
                "text": "{2}, {T}, Sacrifice this artifact: Destroy all nontoken permanents with "
                "a name originally printed in the Homelands expansion. They can't be "
                "regenerated.",
            }
        ],
        "oracle": "{2}, {T}, Sacrifice this artifact: Destroy all nontoken permanents with a "
        "name originally printed in the Homelands expansion. They can't be regenerated.",
    },
)
