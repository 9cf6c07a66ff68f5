"""Mana cards and the seed cards about choices and protection (CR 106, 607, 608.2d).

Reflecting Pool's oracle text is the seed card's; the others are the cards' current wordings.
"""

from __future__ import annotations

from typing import Any

_TAP = {"tap": True}

CARDS: tuple[dict[str, Any], ...] = (
    {
        "name": "Reflecting Pool",
        "type_line": "Land",
        "abilities": [
            {
                "kind": "activated",
                "cost": _TAP,
                "effects": [{"op": "add_mana_could_produce"}],
                "text": "{T}: Add one mana of any type that a land you control could produce.",
            }
        ],
        "oracle": "{T}: Add one mana of any type that a land you control could produce.",
    },
    {
        "name": "Mana Flare",
        "mana_cost": "{2}{R}",
        "type_line": "Enchantment",
        "abilities": [
            {
                "kind": "triggered",
                "trigger": {
                    "event": "tapped_for_mana",
                    "caster": "any",
                    "filter": {"types": ["Land"]},
                },
                "effects": [{"op": "add_mana_produced"}],
                "text": "Whenever a player taps a land for mana, that player adds one mana of any "
                "type that land produced.",
            }
        ],
        "oracle": "Whenever a player taps a land for mana, that player adds one mana of any type "
        "that land produced.",
    },
    {
        "name": "Gaea's Cradle",
        "type_line": "Legendary Land",
        "abilities": [
            {
                "kind": "activated",
                "cost": _TAP,
                "effects": [
                    {
                        "op": "add_mana_for_each",
                        "mana": "{G}",
                        "count": {
                            "count": "permanents",
                            "filter": {"types": ["Creature"], "controller": "you"},
                        },
                    }
                ],
                "text": "{T}: Add {G} for each creature you control.",
            }
        ],
        "oracle": "{T}: Add {G} for each creature you control.",
    },
    {
        "name": "Mishra's Factory",
        "type_line": "Land",
        "abilities": [
            {
                "kind": "activated",
                "cost": _TAP,
                "effects": [{"op": "add_mana", "mana": "{C}"}],
                "text": "{T}: Add {C}.",
            },
            {
                "kind": "activated",
                "cost": {"mana": "{1}"},
                "effects": [
                    {
                        "op": "continuous",
                        "target": "self",
                        "modifications": [
                            {
                                "op": "add_types",
                                "types": ["Artifact", "Creature"],
                                "subtypes": ["Assembly-Worker"],
                            },
                            {"op": "set_pt", "power": 2, "toughness": 2},
                        ],
                        "duration": "end_of_turn",
                    }
                ],
                "text": "{1}: This land becomes a 2/2 Assembly-Worker artifact creature until "
                "end of turn. It's still a land.",
            },
            {
                "kind": "activated",
                "cost": _TAP,
                "targets": [
                    {
                        "kind": "creature",
                        "filter": {"subtypes": ["Assembly-Worker"]},
                        "text": "target Assembly-Worker creature",
                    }
                ],
                "effects": [
                    {
                        "op": "continuous",
                        "target": 0,
                        "modifications": [{"op": "modify_pt", "power": 1, "toughness": 1}],
                        "duration": "end_of_turn",
                    }
                ],
                "text": "{T}: Target Assembly-Worker creature gets +1/+1 until end of turn.",
            },
        ],
        "oracle": "{T}: Add {C}.\n{1}: This land becomes a 2/2 Assembly-Worker artifact creature "
        "until end of turn. It's still a land.\n{T}: Target Assembly-Worker creature "
        "gets +1/+1 until end of turn.",
    },
    {
        "name": "Voice of All",
        "mana_cost": "{2}{W}{W}",
        "type_line": "Creature — Angel",
        "power": 2,
        "toughness": 2,
        "abilities": [
            "Flying",
            {
                "kind": "as_enters_choose",
                "choice": "color",
                "text": "As this creature enters, choose a color.",
            },
            # Linked to the choice above (607.2d); see engine.derived.linked_abilities.
            "Protection from the chosen color",
        ],
        "oracle": "Flying\nAs this creature enters, choose a color.\nThis creature has "
        "protection from the chosen color.",
    },
    {
        "name": "Brave the Elements",
        "mana_cost": "{W}",
        "type_line": "Instant",
        "effects": [
            {
                "op": "protection_from_chosen_color",
                "filter": {"types": ["Creature"], "colors": ["W"], "controller": "you"},
            }
        ],
        "oracle": "Choose a color. White creatures you control gain protection from the chosen "
        "color until end of turn.",
    },
    {
        "name": "Dawn Charm",
        "mana_cost": "{1}{W}",
        "type_line": "Instant",
        "modes": [
            {
                "text": "Prevent all combat damage that would be dealt this turn.",
                "effects": [{"op": "prevent_damage", "amount": "all", "combat_only": True}],
            },
            {
                "text": "Regenerate target creature.",
                "targets": [{"kind": "creature", "text": "target creature"}],
                "effects": [{"op": "regenerate", "target": 0}],
            },
            {
                "text": "Counter target spell that targets you.",
                "targets": [
                    {
                        "kind": "spell",
                        "filter": {"targets_you": True},
                        "text": "target spell that targets you",
                    }
                ],
                "effects": [{"op": "counter", "target": 0}],
            },
        ],
        "oracle": "Choose one —\n• Prevent all combat damage that would be dealt this turn.\n"
        "• Regenerate target creature.\n• Counter target spell that targets you.",
    },
)
