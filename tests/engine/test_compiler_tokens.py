"""Token instructions (111.2, 111.4): "create N P/T color Subtype creature tokens", "with" the
keywords they have, and "tapped" tokens, which enter the battlefield tapped (110.5b). Each case
is a real card's line and what it must be read as, or stay unread."""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine.helpers import vocabulary


def _spirit(count: int) -> dict[str, Any]:
    return {
        "op": "create_token",
        "count": count,
        "token": {
            "name": "Spirit Token",
            "type_line": "Creature — Spirit",
            "colors": ["W"],
            "power": 1,
            "toughness": 1,
            "abilities": ["Flying"],
        },
    }


@pytest.mark.parametrize(
    ("name", "line", "effects", "said"),
    [
        ("Lingering Souls", "Create two", [_spirit(2)], "create 2 1/1 Spirit token(s) with flying"),
        ("Moorland Haunt", "{W}{U}", [_spirit(1)], "create 1 1/1 Spirit token(s) with flying"),
        (
            "Advent of the Wurm",
            "Create a 5/5",
            [
                {
                    "op": "create_token",
                    "count": 1,
                    "token": {
                        "name": "Wurm Token",
                        "type_line": "Creature — Wurm",
                        "colors": ["G"],
                        "power": 5,
                        "toughness": 5,
                        "abilities": ["Trample"],
                    },
                }
            ],
            "create 1 5/5 Wurm token(s) with trample",
        ),
        (
            "Null Caller",
            "{3}{B}",
            [
                {
                    "op": "create_token",
                    "count": 1,
                    "tapped": True,
                    "token": {
                        "name": "Zombie Token",
                        "type_line": "Creature — Zombie",
                        "colors": ["B"],
                        "power": 2,
                        "toughness": 2,
                    },
                }
            ],
            "create 1 tapped 2/2 Zombie token(s)",
        ),
    ],
)
def test_a_token_line_is_read(name: str, line: str, effects: Any, said: str) -> None:
    outcome, found, words = vocabulary(name, line)
    assert outcome == "recognised"
    assert found == effects
    assert said in words


@pytest.mark.parametrize(
    ("name", "line"),
    [
        # The token's quoted ability is read (111.3), but not what the line does with it next.
        ("Alien Invasion", "At the beginning of combat"),
        ("Exotic Pets", "Create two"),
    ],
)
def test_a_token_line_saying_more_stays_unread(name: str, line: str) -> None:
    outcome, _, _ = vocabulary(name, line)
    assert outcome == "unsupported"
