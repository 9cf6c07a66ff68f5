"""Populate and tokens: Rootborn Defenses, the two Ghireds, Doomed Artisan (seed cards) and
Coursers' Accord.

Populate is the `populate` effect (CR 701.36, engine.mechanics.populate); "the token enters tapped
and attacking" is its `tapped_and_attacking` (508.4). Ghired, Mirror of the Wilds grants an
activated ability in layer 6 (`add_abilities`, 613.1f); Doomed Artisan's restriction is a rule-
modifying effect (`cant_attack_or_block`, 613.11) and its Sculpture token's power and toughness come
from a characteristic-defining ability in layer 7a (`pt_count`, 604.3, 613.4a).
"""

from __future__ import annotations

from typing import Any

RHINO_WARRIOR: dict[str, Any] = {
    "name": "Rhino Warrior",
    "type_line": "Creature — Rhino Warrior",
    "colors": ["G"],
    "power": 4,
    "toughness": 4,
}

_SCULPTURE_PT = (
    "This creature's power and toughness are each equal to the number of Sculptures you control."
)

SCULPTURE: dict[str, Any] = {
    "name": "Sculpture",
    "type_line": "Artifact Creature — Sculpture",
    "colors": [],
    # "*/*": the characteristic-defining ability sets both in layer 7a.
    "power": 0,
    "toughness": 0,
    "abilities": [
        {
            "kind": "static",
            "affects": "self",
            "modifications": [
                {"op": "pt_count", "filter": {"subtypes": ["Sculpture"], "controller": "you"}}
            ],
            "text": _SCULPTURE_PT,
        }
    ],
    "oracle": _SCULPTURE_PT,
}

_MIRROR_ABILITY = (
    "{T}: Create a token that's a copy of target token you control that entered this turn."
)

CARDS: tuple[dict[str, Any], ...] = (
    {
        # Not a seed card: a spell that creates a token and then populates (ruling sr-e38c944c29).
        "name": "Coursers' Accord",
        "mana_cost": "{4}{G}{W}",
        "type_line": "Sorcery",
        "effects": [
            {
                "op": "create_token",
                "token": {
                    "name": "Centaur",
                    "type_line": "Creature — Centaur",
                    "colors": ["G"],
                    "power": 3,
                    "toughness": 3,
                },
            },
            {"op": "populate"},
        ],
        "oracle": "Create a 3/3 green Centaur creature token, then populate. (Create a token "
        "that's a copy of a creature token you control.)",
    },
    {
        "name": "Ghired, Conclave Exile",
        "mana_cost": "{2}{R}{G}{W}",
        "type_line": "Legendary Creature — Human Shaman",
        "power": 2,
        "toughness": 5,
        "abilities": [
            {
                "kind": "triggered",
                "trigger": {"event": "enters"},
                "effects": [{"op": "create_token", "token": RHINO_WARRIOR}],
                "text": "When Ghired enters, create a 4/4 green Rhino creature token with trample.",
            },
            {
                "kind": "triggered",
                "trigger": {"event": "attacks", "scope": "self"},
                "effects": [{"op": "populate", "tapped_and_attacking": True}],
                "text": "Whenever Ghired attacks, populate. The token enters tapped and "
                "attacking. (To populate, create a token that's a copy of a creature "
                "token you control.)",
            },
        ],
        "oracle": "When Ghired enters, create a 4/4 green Rhino creature token with "
        "trample.\nWhenever Ghired attacks, populate. The token enters tapped and "
        "attacking. (To populate, create a token that's a copy of a creature token you "
        "control.)",
    },
    {
        "name": "Ghired, Mirror of the Wilds",
        "mana_cost": "{R}{G}{W}",
        "type_line": "Legendary Creature — Human Shaman",
        "power": 3,
        "toughness": 3,
        "abilities": [
            "Haste",
            {
                "kind": "static",
                "affects": "all",
                "filter": {"types": ["Creature"], "token": False, "controller": "you"},
                "modifications": [
                    {
                        "op": "add_abilities",
                        "abilities": [
                            {
                                "kind": "activated",
                                "cost": {"tap": True},
                                "targets": [
                                    {
                                        "kind": "permanent",
                                        "filter": {
                                            "token": True,
                                            "controller": "you",
                                            "entered_this_turn": True,
                                        },
                                        "text": "target token you control that entered this turn",
                                    }
                                ],
                                "effects": [{"op": "create_token_copy", "target": 0}],
                                "text": _MIRROR_ABILITY,
                            }
                        ],
                    }
                ],
                "text": f'Nontoken creatures you control have "{_MIRROR_ABILITY}"',
            },
        ],
        "oracle": "Haste\nNontoken creatures you control have \"{T}: Create a token that's a "
        'copy of target token you control that entered this turn."',
    },
    {
        "name": "Doomed Artisan",
        "mana_cost": "{2}{W}",
        "type_line": "Creature — Human Artificer",
        "power": 1,
        "toughness": 1,
        "abilities": [
            {
                "kind": "static",
                "affects": "all",
                "filter": {"subtypes": ["Sculpture"], "controller": "you"},
                "modifications": [{"op": "cant_attack_or_block"}],
                "text": "Sculptures you control can't attack or block.",
            },
            {
                "kind": "triggered",
                "trigger": {"event": "beginning_of_end_step", "whose": "your"},
                "effects": [{"op": "create_token", "token": SCULPTURE}],
                "text": "At the beginning of your end step, create a colorless Sculpture "
                "artifact creature token with \"This token's power and toughness are each equal "
                'to the number of Sculptures you control."',
            },
        ],
        "oracle": "Sculptures you control can't attack or block.\nAt the beginning of your end "
        'step, create a colorless Sculpture artifact creature token with "This '
        "token's power and toughness are each equal to the number of Sculptures you "
        'control."',
    },
)
