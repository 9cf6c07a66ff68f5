"""Casting spells as though they had flash (CR 702.8a, 613.10): the permission read as a static
ability (Vedalken Orrery) and as a resolving ability's effect lasting "until your next turn"
(Teferi, Time Raveler's [+1]) or "this turn" (Alchemist's Refuge) — real cards' lines."""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine.helpers import outcome_abilities_words, vocabulary


@pytest.mark.parametrize(
    ("name", "line", "effects", "said"),
    [
        (
            "Teferi, Time Raveler",
            "[+1]: Until your next turn",
            [
                {
                    "op": "may_cast_as_though_flash",
                    "duration": "your_next_turn",
                    "types": ["Sorcery"],
                }
            ],
            "until your next turn begins (611.2a), you may cast sorcery spells",
        ),
        (
            "Alchemist's Refuge",
            "{G}{U}, {T}: You may cast spells this turn",
            [{"op": "may_cast_as_though_flash", "duration": "end_of_turn"}],
            "until end of turn (514.2), you may cast any spells",
        ),
    ],
)
def test_a_permission_for_a_while_is_read(
    name: str, line: str, effects: list[Any], said: str
) -> None:
    outcome, found, words = vocabulary(name, line)
    assert outcome == "recognised"
    assert found == effects
    assert said in words
    assert "702.8a" in words


def test_vedalken_orrerys_permission_is_a_static_ability_on_you() -> None:
    outcome, abilities, words = outcome_abilities_words("Vedalken Orrery", "You may cast spells")
    assert outcome == "recognised"
    (ability,) = abilities
    assert ability["affects"] == "you"
    assert ability["modifications"] == [{"op": "cast_as_though_flash"}]
    assert "as though they had flash (702.8a, 613.10)" in words
