"""Loyalty abilities at instant speed (101.1 over 606.3's timing), read from real cards' lines:
a permanent's own ("her loyalty abilities", "of ~"), with "as long as ~ entered this turn", and
an emblem's for every planeswalker its owner controls."""

from __future__ import annotations

import pytest

from engine.mechanics.loyalty_abilities.reading import at_instant_speed
from tests.engine.helpers import reading


@pytest.mark.parametrize(
    ("name", "start", "found"),
    [
        (
            "The Wandering Emperor",
            "As long as",
            {"kind": "loyalty_at_instant_speed", "entered_this_turn": True},
        ),
        ("Teferi, Master of Time", "You may activate", {"kind": "loyalty_at_instant_speed"}),
    ],
)
def test_a_permanents_own_loyalty_abilities_at_instant_speed_are_read(
    name: str, start: str, found: dict[str, object]
) -> None:
    line = reading(name, start)
    assert line.outcome == "recognised"
    (ability,) = line.abilities
    assert {k: v for k, v in ability.items() if k != "text"} == found
    assert "any time you could cast an instant" in line.words


def test_an_emblem_letting_every_planeswalker_you_control_act_at_instant_speed_is_read() -> None:
    (ability,) = reading("Teferi, Temporal Archmage", "[−10]").abilities
    (inner,) = ability["effects"][0]["abilities"]
    assert inner["kind"] == "loyalty_at_instant_speed"
    assert inner["whose"] == "you_control"


def test_other_loyalty_rules_are_left_unread() -> None:
    """ "Twice each turn rather than only once" is another rule (606.3's count), not this."""
    said = "You may activate the loyalty abilities of Urza twice each turn rather than only once."
    assert at_instant_speed(said) is None
