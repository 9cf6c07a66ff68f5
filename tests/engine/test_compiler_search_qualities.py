"""Searches for a card "with mana value N or greater" (202.3) or "with power N or less / or
greater" (208.1): a stated quality (701.23b) of the card as it is in the library — real cards'
lines, what they compile to, their words, and the searches that stay unread."""

from __future__ import annotations

from typing import Any

import pytest

from engine.cards.compiler import readings
from engine.cards.store import corpus_card


def _search_line(name: str) -> Any:
    card = corpus_card(name)
    assert card is not None, name
    return next(r for r in readings(card) if "search your library" in r.line.lower())


def _search(ability: dict[str, Any]) -> dict[str, Any]:
    (effect,) = ability["effects"]
    return effect["effects"][0] if effect["op"] == "may" else effect


@pytest.mark.parametrize(
    ("name", "flt", "said"),
    [
        (
            "Fierce Empath",
            {"types": ["Creature"], "mana_value_at_least": 6},
            "1 creature card with mana value 6 or greater (202.3) (you may find fewer, 701.23b)",
        ),
        (
            "Treasure Mage",
            {"types": ["Artifact"], "mana_value_at_least": 6},
            "1 artifact card with mana value 6 or greater (202.3)",
        ),
        (
            "Imperial Recruiter",
            {"types": ["Creature"], "power_at_most": 2},
            "1 creature card with power 2 or less (you may find fewer, 701.23b)",
        ),
    ],
)
def test_a_search_for_a_mana_value_or_power_is_read(
    name: str, flt: dict[str, Any], said: str
) -> None:
    reading = _search_line(name)
    assert (reading.outcome, reading.template) == ("recognised", "triggered")
    search = _search(reading.abilities[0])
    assert search["op"] == "search"
    assert search["filter"] == flt
    # A stated quality: the searcher may find nothing (701.23b).
    assert "stated" not in search
    assert (search["reveal"], search["to"]) == (True, "hand")
    assert said in reading.words


def test_mana_value_x_or_less_is_still_the_spells_x() -> None:
    """Chord of Calling: X is the spell's (107.3a), not a number of the filter."""
    search = _search_line("Chord of Calling")
    assert search.outcome == "recognised"
    assert "with mana value X or less" in search.words


@pytest.mark.parametrize(
    "name",
    [
        # Toughness isn't a quality the search's filter has.
        "Recruiter of the Guard",
    ],
)
def test_searches_for_other_qualities_stay_unread(name: str) -> None:
    reading = _search_line(name)
    assert reading.outcome != "recognised"
    assert reading.abilities == ()


def test_a_search_for_a_nonlegendary_card_is_read() -> None:
    """Woodland Bellower: "nonlegendary" is a card without the supertype (205.4a)."""
    reading = _search_line("Woodland Bellower")
    assert reading.outcome == "recognised"
    search = _search(reading.abilities[0])
    assert search["filter"]["not_supertypes"] == ["Legendary"]
    assert "nonlegendary green creature card with mana value 3 or less" in reading.words
