"""Compiler templates for lands and counters: filter lands (106.4: one of several amounts),
"enters tapped unless you control two or more basic lands" (614.12, 205.4a), counters of a kind
put by an ability and removed to pay a cost (122.1, 118.3)."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from engine.cards import vocabulary as v
from engine.cards.compiler import compile_face
from tests.engine.helpers import reading_containing


def _reading(name: str, part: str) -> tuple[str, tuple[object, ...], str]:
    """The outcome, abilities and words of the card's first line containing `part`."""
    found = reading_containing(name, part)
    return found.outcome, found.abilities, found.words


@pytest.mark.parametrize(
    ("name", "options"),
    [
        ("Cascade Bluffs", ["{U}{U}", "{U}{R}", "{R}{R}"]),
        ("Fire-Lit Thicket", ["{R}{R}", "{R}{G}", "{G}{G}"]),
    ],
)
def test_a_filter_land_adds_one_of_three_amounts(name: str, options: list[str]) -> None:
    outcome, abilities, words = _reading(name, "/")  # the hybrid-cost ability
    assert outcome == "recognised"
    ability = abilities[0]
    assert isinstance(ability, dict)
    assert ability["effects"] == [{"op": "add_mana_one_of", "options": options}]
    assert "add one of " + " or ".join(options) in words


def test_an_option_is_at_most_three_symbols() -> None:
    with pytest.raises(ValidationError, match="one to three mana symbols"):
        v.AddManaOneOf(options=("{U}{U}{U}{U}", "{R}"))


@pytest.mark.parametrize("name", ["Cinder Glade", "Canopy Vista"])
def test_two_or_more_basic_lands_is_a_condition(name: str) -> None:
    outcome, abilities, words = _reading(name, "This land enters tapped unless")
    assert outcome == "recognised"
    assert "unless you control two or more basic lands" in words
    condition = abilities[0]["condition"]  # type: ignore[index]
    assert condition["negated"]  # "unless" (614.12)
    assert condition["you_control"] == [
        {"types": ["Land"], "supertypes": ["Basic"], "controller": "you"}
    ]
    assert condition["at_least"] == 2


@pytest.mark.parametrize(
    ("name", "part", "counter", "count"),
    [
        ("Thallid", "Remove three spore counters", "spore", 3),
        ("Lux Cannon", "Remove three charge counters", "charge", 3),
    ],
)
def test_removing_counters_is_a_cost(name: str, part: str, counter: str, count: int) -> None:
    outcome, abilities, words = _reading(name, part)
    assert outcome == "recognised"
    ability = abilities[0]
    assert isinstance(ability, dict)
    assert ability["cost"]["remove_counters"] == [{"counter": counter, "count": count}]
    assert f"remove {count} {counter} counters from this" in words


@pytest.mark.parametrize(
    ("name", "part", "counter"),
    [
        ("Thallid", "At the beginning of your upkeep", "spore"),
        ("Lux Cannon", "{T}: Put a charge counter", "charge"),
    ],
)
def test_a_counter_of_a_kind_is_put(name: str, part: str, counter: str) -> None:
    outcome, abilities, _ = _reading(name, part)
    assert outcome == "recognised"
    ability = abilities[0]
    assert isinstance(ability, dict)
    assert ability["effects"] == [
        {"op": "counters", "counter": counter, "amount": 1, "target": "self"}
    ]


def test_a_counter_with_rules_of_its_own_stays_unread() -> None:
    # A defense counter is a battle's (122.1g), which the engine doesn't follow: not a counter
    # this template may put.
    compiled = compile_face(
        "Test Card", "Test Card", "{T}: Put a defense counter on target creature.", ("Artifact",)
    )
    assert [r.outcome for r in compiled.readings] == ["unsupported"]
