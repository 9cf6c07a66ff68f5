"""Effects on the player a resolving spell begins (611.2a, 613.10) and phasing out as an
instruction resolves (702.26b): what real lines are read as, and what stays unread."""

from __future__ import annotations

from typing import Any

import pytest

from engine.cards.pool import find
from engine.cards.status import card_status
from tests.engine.helpers import contains


def spell(name: str) -> dict[str, Any]:
    card = find(name)
    assert card is not None, name
    return card.model_dump(include={"targets", "effects"}, mode="json")


def test_teferis_protection_is_an_effect_on_you_a_phase_out_and_its_own_exile() -> None:
    assert contains(
        spell("Teferi's Protection"),
        {
            "effects": [
                {
                    "op": "effect_on_you",
                    "keywords": ["Protection from everything"],
                    "life_cant_change": True,
                    "duration": "your_next_turn",
                },
                {"op": "phase_out", "filter": {"controller": "you"}},
                {"op": "exile", "target": "self"},
            ]
        },
    )


def test_hexproof_until_your_next_turn_then_life() -> None:
    assert contains(
        spell("Blossoming Calm"),
        {"effects": [{"op": "effect_on_you", "keywords": ["Hexproof"]}, {"op": "gain_life"}]},
    )


@pytest.mark.parametrize(
    ("name", "line"),
    [
        # A color chosen as it resolves isn't one of the keywords a player gains this way.
        ("Seht's Tiger", "you gain protection from the color of your choice"),
        # Hexproof for the player's permanents beside the life total: not this reading.
        ("Flare of Fortitude", "your life total can't change, and permanents you control"),
    ],
)
def test_what_the_reading_leaves_unread(name: str, line: str) -> None:
    card = find(name)
    assert card is not None
    assert any(line in unread for unread in card_status(card).unsupported)
