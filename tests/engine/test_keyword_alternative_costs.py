"""Keyword alternative costs read as the card's own alternative cost (118.9, 601.2b): web-slinging's
mana and a tapped creature returned (702.188a), the one cost reader's parts."""

from __future__ import annotations

from engine.cards.compiler.text import prepare
from engine.mechanics.web_slinging.reading import read as web_slinging
from tests.engine.helpers import reading


def test_web_slinging_is_its_mana_and_a_tapped_creature_you_control_returned() -> None:
    found = reading("Silk, Web Weaver", "Web-slinging")
    assert found.outcome == "recognised"
    (ability,) = found.abilities
    assert ability["kind"] == "alternative_cost"
    assert ability["cost"] == {
        "mana": "{1}{G}{W}",
        "return_to_hand": {
            "filter": {"tapped": True, "controller": "you", "types": ["Creature"]},
            "count": 1,
        },
    }


def test_web_slinging_with_x_or_without_a_cost_is_not_read() -> None:
    assert web_slinging(prepare("Web-slinging {X}{W}", ())) is None
    assert web_slinging(prepare("Web-slinging", ())) is None
    assert web_slinging(prepare("Web-slinging {W}", ())) is not None
