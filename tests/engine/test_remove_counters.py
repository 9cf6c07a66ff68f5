"""Removing all counters from a permanent (CR 122.1), read from Vampire Hexmage's line."""

from __future__ import annotations

from engine.mechanics.remove_counters.reading import sentence
from tests.engine.helpers import reading


def test_vampire_hexmages_ability_is_read() -> None:
    found = reading("Vampire Hexmage", "Sacrifice")
    assert found.outcome == "recognised"
    (ability,) = found.abilities
    assert ability["effects"] == [{"op": "remove_all_counters", "target": 0}]
    assert ability["targets"][0]["kind"] == "permanent"
    assert "remove all counters from target permanent (122.1)" in found.words


def test_removing_counters_from_many_or_a_choice_of_them_is_left_unread() -> None:
    """Only one object's counters: "each", "up to one … or opponent" aren't this instruction."""
    assert sentence("remove all counters from all permanents", None, None) is None
    assert (
        sentence("remove all counters from up to one target permanent or opponent", None, None)
        is None
    )
