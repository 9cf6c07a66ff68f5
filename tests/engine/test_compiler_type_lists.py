"""A qualifier after a list of types: "artifact, enchantment, or creature with flying" is an
artifact, an enchantment, or a creature with flying — the creature's quality (a keyword, a power:
a noncreature has none, 208.3) belongs to the last type only — while a mana value or a controller
goes with the whole list ("creature or planeswalker with mana value 3 or less", 202.3)."""

from __future__ import annotations

import pytest

from engine import find_card
from engine.cards.compiler.selectors import noun_phrase, says_power
from tests.engine.helpers import reading

FLYING = "target artifact, enchantment, or creature with flying"
POWER = "target artifact, enchantment, or creature with power 4 or greater"


@pytest.mark.parametrize(
    ("name", "start", "said"),
    [
        ("Make Your Move", "Destroy target", POWER),
        ("Exorcise", "Exile target", POWER),
        ("Broken Wings", "Destroy target", FLYING),
        ("Shoot Down", "Exile target", FLYING),
        ("Airship Crash", "Destroy target", FLYING),
        ("Return to the Earth", "Destroy target", FLYING),
        ("Shattered Wings", "Destroy target", FLYING),
        ("Shower of Arrows", "Destroy target", FLYING),
    ],
)
def test_the_qualifier_belongs_to_the_creature_and_the_card_page_says_so(
    name: str, start: str, said: str
) -> None:
    read = reading(name, start)
    assert read.outcome == "recognised"
    assert said in read.words
    card = find_card(name)
    assert card is not None
    [spec] = card.targets
    *others, creature = spec.filter.any_of
    assert [o.types for o in others] == [("Artifact",), ("Enchantment",)]
    assert creature.types == ("Creature",)
    assert creature.keywords == ("Flying",) or creature.power_at_least == 4
    assert not spec.filter.keywords
    assert spec.filter.power_at_least is None


def test_a_list_with_a_creature_quality_is_an_or_of_filters_in_printed_order() -> None:
    found = noun_phrase("artifact, enchantment, or creature with power 4 or greater")
    assert found == (
        {
            "any_of": [
                {"types": ["Artifact"]},
                {"types": ["Enchantment"]},
                {"types": ["Creature"], "power_at_least": 4},
            ]
        },
        "permanent",
    )
    assert says_power(found[0])  # so no static ability reads it through the layers (613.8)


def test_a_controller_still_goes_with_the_whole_list() -> None:
    found = noun_phrase("artifact or creature an opponent controls with flying")
    assert found is not None
    assert found[0]["controller"] == "opponent"
    assert found[0]["any_of"][-1] == {"types": ["Creature"], "keywords": ["Flying"]}


@pytest.mark.parametrize(
    ("name", "start", "said"),
    [
        (
            "Eliminate",
            "Destroy target",
            "target creature or planeswalker with mana value 3 or less",
        ),
        (
            "Fragmentize",
            "Destroy target",
            "target artifact or enchantment with mana value 4 or less",
        ),
    ],
)
def test_a_mana_value_qualifies_every_type_of_the_list(name: str, start: str, said: str) -> None:
    read = reading(name, start)
    assert read.outcome == "recognised"
    assert said in read.words


def test_a_creature_quality_after_a_list_not_ending_in_creature_is_not_read() -> None:
    assert noun_phrase("creature or artifact with flying") is None
