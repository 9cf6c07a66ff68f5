"""Investigate and Clues (CR 701.16, 111.10f): Out Cold, Alquist Proft, Wrench, Tireless Tracker.

The Clue token investigating creates is the predefined one (111.10f, `engine.cards.predefined`).
"Sacrifice a Clue" and "whenever you sacrifice a Clue" use a filter on the Clue artifact type
(205.3g), so any Clue artifact qualifies, Wrench included.
"""

from __future__ import annotations

from typing import Any

_INVESTIGATE_REMINDER = (
    '(Create a Clue token. It\'s an artifact with "{2}, Sacrifice this token: Draw a card.")'
)

_A_CLUE = {"subtypes": ["Clue"]}

CARDS: tuple[dict[str, Any], ...] = (
    {
        "name": "Out Cold",
        "mana_cost": "{3}{U}",
        "type_line": "Instant",
        "cant_be_countered": True,
        "targets": [{"kind": "creature", "min": 0, "max": 2, "text": "up to two target creatures"}],
        "effects": [
            {"op": "tap", "target": 0},
            {"op": "counters", "counter": "stun", "amount": 1, "target": 0},
            {"op": "investigate"},
        ],
        "oracle": "This spell can't be countered. (This includes by the ward ability.)\nTap up "
        "to two target creatures and put a stun counter on each of them. Investigate. "
        "(If a permanent with a stun counter would become untapped, remove one from it "
        "instead.)",
    },
    {
        "name": "Alquist Proft, Master Sleuth",
        "mana_cost": "{1}{W}{U}",
        "type_line": "Legendary Creature — Human Detective",
        "power": 3,
        "toughness": 3,
        "abilities": [
            "Vigilance",
            {
                "kind": "triggered",
                "trigger": {"event": "enters"},
                "effects": [{"op": "investigate"}],
                "text": "When Alquist Proft enters, investigate.",
            },
            {
                "kind": "activated",
                "cost": {"mana": "{X}{W}{U}{U}", "tap": True, "sacrifice": [{"filter": _A_CLUE}]},
                "effects": [{"op": "draw", "amount": "X"}, {"op": "gain_life", "amount": "X"}],
                "text": "{X}{W}{U}{U}, {T}, Sacrifice a Clue: You draw X cards and gain X life.",
            },
        ],
        "oracle": "Vigilance\nWhen Alquist Proft enters, investigate. (Create a Clue token. It's "
        'an artifact with "{2}, Sacrifice this token: Draw a card.")\n{X}{W}{U}{U}, '
        "{T}, Sacrifice a Clue: You draw X cards and gain X life.",
    },
    {
        "name": "Wrench",
        "mana_cost": "{W}",
        "type_line": "Artifact — Clue Equipment",
        "abilities": [
            {
                "kind": "static",
                "affects": "equipped",
                "modifications": [
                    {"op": "modify_pt", "power": 1, "toughness": 1},
                    {"op": "add_keywords", "keywords": ["Vigilance"]},
                    {
                        "op": "add_abilities",
                        "abilities": [
                            {
                                "kind": "activated",
                                "cost": {"mana": "{3}", "tap": True},
                                "targets": [{"kind": "creature", "text": "target creature"}],
                                "effects": [{"op": "tap", "target": 0}],
                                "text": "{3}, {T}: Tap target creature.",
                            }
                        ],
                    },
                ],
                "text": 'Equipped creature gets +1/+1 and has vigilance and "{3}, {T}: Tap '
                'target creature."',
            },
            {
                "kind": "activated",
                "cost": {"mana": "{2}", "sacrifice_self": True},
                "effects": [{"op": "draw", "amount": 1}],
                "text": "{2}, Sacrifice this Equipment: Draw a card.",
            },
            {
                "kind": "activated",
                "cost": {"mana": "{2}"},
                "targets": [
                    {
                        "kind": "creature",
                        "filter": {"controller": "you"},
                        "text": "target creature you control",
                    }
                ],
                "effects": [{"op": "attach", "target": 0}],
                "sorcery_speed": True,
                "text": "Equip {2}",
            },
        ],
        "oracle": 'Equipped creature gets +1/+1 and has vigilance and "{3}, {T}: Tap target '
        'creature."\n{2}, Sacrifice this Equipment: Draw a card.\nEquip {2}',
    },
    {
        "name": "Tireless Tracker",
        "mana_cost": "{2}{G}",
        "type_line": "Creature — Human Scout",
        "power": 3,
        "toughness": 2,
        "abilities": [
            {
                "kind": "triggered",
                "trigger": {
                    "event": "enters",
                    "scope": "you_control",
                    "filter": {"types": ["Land"]},
                },
                "effects": [{"op": "investigate"}],
                "text": "Landfall — Whenever a land you control enters, investigate. (Create a "
                "Clue token. It's an artifact with \"{2}, Sacrifice this token: Draw a "
                'card.")',
            },
            {
                "kind": "triggered",
                "trigger": {"event": "sacrifice", "scope": "you_control", "filter": _A_CLUE},
                "effects": [{"op": "counters", "counter": "+1/+1", "amount": 1, "target": "self"}],
                "text": "Whenever you sacrifice a Clue, put a +1/+1 counter on this creature.",
            },
        ],
        "oracle": "Landfall — Whenever a land you control enters, investigate. "
        f"{_INVESTIGATE_REMINDER}\n"
        "Whenever you sacrifice a Clue, put a +1/+1 counter on this creature.",
    },
)
