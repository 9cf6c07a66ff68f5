"""Warp (CR 702.185a) read from oracle text: "Warp [cost]" is the card's own alternative cost
from its owner's hand, which marks the spell warped (the exile at the next end step and the
later cast from exile are played by the goldens `warp_*`)."""

from __future__ import annotations

import pytest

from engine.cards.compiler.text import Line
from engine.mechanics.warp.reading import read
from tests.engine.helpers import contains, reading


@pytest.mark.parametrize(
    ("name", "cost"),
    [("Germinating Wurm", "{1}{G}"), ("Bygone Colossus", "{3}"), ("Axavar, Fate Thief", "{B/R}")],
)
def test_warp_is_an_alternative_cost_from_the_hand_marking_the_spell(name: str, cost: str) -> None:
    found = reading(name, "Warp")
    assert (found.outcome, found.template) == ("recognised", "keywords: warp")
    assert contains(
        found.abilities[0],
        {"kind": "alternative_cost", "cost": {"mana": cost}, "marks": "warped"},
    )
    assert found.abilities[0].get("zone", "hand") == "hand"
    assert "exiled at the beginning of the next end step" in found.words


@pytest.mark.parametrize("text", ["Warp {X}{R}", "Warp—Sacrifice a creature", "Warped {2}"])
def test_a_warp_line_it_cant_say_stays_unread(text: str) -> None:
    assert read(Line(printed=text, text=text, bare=text)) is None
