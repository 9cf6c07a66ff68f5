"""Protection from a card type, a subtype, a supertype, multicolored and each color (CR 702.16a,
702.16h, 105.2b), read from keyword lines and asked by the one question
(`engine.derived.protection`); keyword lists separated by semicolons."""

from __future__ import annotations

import pytest

from engine.cards.vocabulary.keywords import normalise_keyword
from tests.engine.helpers import error_rules, game, obj, outcome_abilities_words, play


@pytest.mark.parametrize(
    ("printed", "keyword"),
    [
        ("Protection from artifacts", "Protection from artifacts"),  # a card type (702.16a)
        ("protection from Creatures", "Protection from creatures"),
        ("Protection from instants", "Protection from instants"),
        ("Protection from Vampires", "Protection from Vampires"),  # a creature type, plural
        ("Protection from Elves", "Protection from Elves"),
        ("Protection from Kavu", "Protection from Kavu"),  # its plural is its singular
        ("Protection from Arcane", "Protection from Arcane"),  # a spell type (205.3k)
        ("Protection from snow", "Protection from snow"),  # a supertype
        ("Protection from multicolored", "Protection from multicolored"),  # 105.2b
        ("Protection from each color", "Protection from each color"),  # 702.16h
    ],
)
def test_a_quality_is_read(printed: str, keyword: str) -> None:
    assert normalise_keyword(printed) == keyword


@pytest.mark.parametrize(
    "printed",
    ["Protection from Flying", "Protection from Vampire lords", "Protection from blue cards"],
)
def test_what_names_no_quality_is_not_read(printed: str) -> None:
    assert normalise_keyword(printed) is None


def test_two_qualities_are_two_abilities_and_semicolons_separate_keywords() -> None:
    outcome, found, words = outcome_abilities_words("Baneslayer Angel", "Flying")
    assert outcome == "recognised"
    assert found[-2:] == ("Protection from Demons", "Protection from Dragons")  # 702.16g
    assert "it can't be blocked by Demon creatures" in words
    outcome, found, _ = outcome_abilities_words("Longbow Archer", "First strike")
    assert (outcome, found) == ("recognised", ("First strike", "Reach"))


def test_each_color_and_multicolored_are_said() -> None:
    _, _, words = outcome_abilities_words("Iridescent Angel", "Flying")
    assert "702.16h: protection from white, from blue, from black, from red and from green" in words
    _, _, words = outcome_abilities_words("Spectrum Sentinel", "Protection")
    assert "it can't be blocked by multicolored creatures" in words


def _bolt(target: str, card: str, spell: str = "Lightning Bolt") -> list[str] | None:
    state, _ = play(
        game(
            [obj("battlefield", "it", card, "B"), obj("hand", "spell", spell)],
            players=[{"id": "A", "mana_pool": "{R}{W}"}, {"id": "B"}],
            turn={"number": 3, "active": "A", "step": "main1"},
            actions=[{"player": "A", "cast": "spell", "targets": [target]}],
        )
    )
    return error_rules(state)


def test_each_color_stops_a_red_spell_and_multicolored_doesnt() -> None:
    """Lightning Bolt is red: one of Iridescent Angel's five abilities covers it (702.16h,
    702.16b); it is one color, so protection from multicolored doesn't (105.2b)."""
    assert _bolt("it", "Iridescent Angel") == ["601.2c", "702.16b"]
    assert _bolt("it", "Spectrum Sentinel") is None
    # Lightning Helix is red and white: multicolored.
    assert _bolt("it", "Spectrum Sentinel", "Lightning Helix") == ["601.2c", "702.16b"]
