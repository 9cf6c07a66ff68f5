"""A planeswalker that becomes a creature until end of turn "that's still a planeswalker" (205.1b:
its types stay) and "Prevent all damage that would be dealt to him this turn" (615.1a: "him",
the card itself, as its "it" is), read from real cards' lines; the same prevention of "target
creature"."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from engine.cards.vocabulary.library import MAX_FROM_TOP, PutInLibrary
from tests.engine.helpers import reading, vocabulary


@pytest.mark.parametrize(
    ("name", "start", "pt", "subtypes"),
    [
        ("Gideon Jura", "[0]", (6, 6), ["Human", "Soldier"]),
        ("Gideon, Ally of Zendikar", "[+1]", (5, 5), ["Human", "Soldier", "Ally"]),
        ("Gideon, Martial Paragon", "[0]", (5, 5), ["Human", "Soldier"]),
    ],
)
def test_a_gideon_becomes_a_creature_still_a_planeswalker_and_damage_to_him_is_prevented(
    name: str, start: str, pt: tuple[int, int], subtypes: list[str]
) -> None:
    found = reading(name, start)
    assert found.outcome == "recognised"
    (ability,) = found.abilities
    becomes, prevent = ability["effects"]
    assert becomes["target"] == "self"
    assert becomes["duration"] == "end_of_turn"
    types = becomes["modifications"][0]
    # A creature type set keeps the card types (205.1b): it stays a planeswalker.
    assert types == {"op": "set_types", "types": ["Creature"], "subtypes": subtypes}
    assert becomes["modifications"][-1] == {"op": "set_pt", "power": pt[0], "toughness": pt[1]}
    assert prevent == {"op": "prevent_damage", "to": "self"}
    assert "prevent all damage that would be dealt to this object this turn" in found.words


def test_prevent_all_damage_to_target_creature_this_turn_is_read() -> None:
    (ability,) = reading("Oriss, Samite Guardian", "{T}").abilities
    assert ability["effects"] == [{"op": "prevent_damage", "to": 0}]
    assert ability["targets"][0]["kind"] == "creature"


def test_teferis_third_from_the_top_is_read() -> None:
    """401.7: "Put target nonland permanent into its owner's library third from the top"."""
    (ability,) = reading("Teferi, Hero of Dominaria", "[−3]").abilities
    assert ability["effects"] == [{"op": "put_in_library", "target": 0, "position": 3}]


def test_a_spells_second_from_the_top_is_read() -> None:
    outcome, effects, words = vocabulary("Chronostutter", "Put target creature")
    assert outcome == "recognised"
    assert effects == [{"op": "put_in_library", "target": 0, "position": 2}]
    assert "second from the top" in words


@pytest.mark.parametrize("position", [1, 11])
def test_a_library_position_beyond_its_bounds_is_refused(position: int) -> None:
    """docs/limits.md: "Nth from the top" is 2 to 10 (`MAX_FROM_TOP`); first is "on top"."""
    with pytest.raises(ValidationError):
        PutInLibrary.model_validate({"target": 0, "position": position})
    assert PutInLibrary.model_validate({"target": 0, "position": MAX_FROM_TOP}).position == 10
