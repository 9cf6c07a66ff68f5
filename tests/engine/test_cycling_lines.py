"""Cycling lines the compiler's one-keyword reading doesn't take (CR 702.29): a cost that isn't
mana after a dash (702.29a), and several typecyclings on one line, each its own ability (702.29e).
Read by the cycling package (`engine.mechanics.cycling.reading`)."""

from __future__ import annotations

import pytest

from engine.cards.compiler.text import Line
from engine.mechanics.cycling.reading import cycling_line
from tests.engine.helpers import outcome_abilities_words


def _read(bare: str) -> tuple[object, ...] | None:
    found = cycling_line(Line(bare, bare, bare))
    return None if found is None else found.abilities


def test_a_cost_after_the_dash_is_paid_with_discarding_this_card() -> None:
    """ "Cycling—[cost]" means "[Cost], Discard this card: Draw a card." (702.29a)."""
    assert _read("Cycling—Pay 2 life.") == (
        {
            "kind": "activated",
            "zone": "hand",
            "cost": {"life": 2, "discard_self": True, "cycling": True},
            "effects": [{"op": "draw", "amount": 1}],
        },
    )


@pytest.mark.parametrize("bare", ["Cycling—{T}.", "Cycling—Discard this card.", "Cycling—Dance."])
def test_a_cost_a_card_in_hand_cant_pay_or_that_isnt_read_is_not_read(bare: str) -> None:
    assert _read(bare) is None


def test_each_typecycling_on_a_line_is_its_own_search() -> None:
    """ "Islandcycling {2}, swampcycling {2}": two abilities, each for its own type (702.29e)."""
    found = _read("Islandcycling {2}, swampcycling {2}")
    assert found is not None
    assert [a["effects"][0]["filter"] for a in found] == [  # type: ignore[index]
        {"subtypes": ["Island"]},
        {"subtypes": ["Swamp"]},
    ]


@pytest.mark.parametrize(
    "bare",
    [
        "Cycling {2}",  # one cycling: the compiler's own reading
        "Madness {R}, cycling {1}{R}",  # not every piece a cycling
        "Islandcycling {2}, swampcycling",
    ],
)
def test_other_lines_are_left_to_other_readers(bare: str) -> None:
    assert _read(bare) is None


def test_the_card_page_says_each_ability() -> None:
    outcome, found, words = outcome_abilities_words("Sanctum Plowbeast", "Plainscycling")
    assert (outcome, len(found)) == ("recognised", 2)
    assert "Plainscycling {2} (702.29e)" in words
    assert "Islandcycling {2} (702.29e)" in words
    outcome, _, words = outcome_abilities_words("Street Wraith", "Cycling")
    assert outcome == "recognised"
    assert "pay 2 life, discard this card: you draw 1 card" in words
