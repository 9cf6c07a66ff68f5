"""The judge's canon's Unfinity card whose trigger the compiler can't read (CR 706, 603.4).

"Name Sticker" Goblin's enters trigger asks where it came from, whether it is still on the
battlefield and how many creatures of its name its controller has — an intervening "if"
(603.4) the oracle grammar doesn't read — then rolls a d20 with a results table (706.3) whose
rows add mana. It is a triggered ability that triggers on entering, not on a mana ability, so
it isn't a mana ability (605.1b, 605.5a): it goes on the stack and can be responded to, and the
mana is added as it resolves (106.3).
"""

from __future__ import annotations

from typing import Any

_GOBLIN = '"Name Sticker" Goblin'
_TRIGGER = (
    "When this creature enters from anywhere other than a graveyard or exile, if it's on the "
    f"battlefield and you control 9 or fewer creatures named {_GOBLIN}, roll a 20-sided die."
)
_ROWS = (("1-6", 1, 6, 4), ("7-14", 7, 14, 5), ("15-20", 15, 20, 6))

CARDS: tuple[dict[str, Any], ...] = (
    {
        "name": _GOBLIN,
        "mana_cost": "{2}{R}",
        "type_line": "Creature — Goblin Guest",
        "power": 2,
        "toughness": 2,
        "abilities": [
            {
                "kind": "triggered",
                "trigger": {
                    "event": "enters",
                    "scope": "self",
                    "condition": "entered_from",
                    "intervening_if": {
                        "you_control": [{"types": ["Creature"], "controller": "you"}],
                        "at_most": 9,
                        "named_this": True,
                        "text": f"you control 9 or fewer creatures named {_GOBLIN}",
                    },
                },
                "effects": [
                    {
                        "op": "roll_die",
                        "sides": 20,
                        "effects": [
                            {
                                "low": low,
                                "high": high,
                                "effects": [{"op": "add_mana", "mana": "{R}" * n}],
                            }
                            for _, low, high, n in _ROWS
                        ],
                    }
                ],
                "text": _TRIGGER,
            }
        ],
        "oracle": "\n".join((_TRIGGER, *(f"{span} | Add {'{R}' * n}." for span, _, _, n in _ROWS))),
    },
)
