"""Reading what mana may be spent on (CR 106.6): "Spend this mana only …" and a Powerstone's
"This mana can't be spent to cast a nonartifact spell" (111.10h), by rule of the reader."""

from __future__ import annotations

from typing import Any

import pytest

from engine.cards.compiler.card import compile_face
from engine.cards.compiler.spend_only import NOT_NONARTIFACT, restriction


@pytest.mark.parametrize(
    ("words", "expected"),
    [
        # "to cast" and a spell phrase, singular or plural, "and" meaning either (106.6).
        ("to cast a creature spell", {"spells": {"types": ["Creature"]}}),
        ("to cast creature spells", {"spells": {"types": ["Creature"]}}),
        ("to cast instant and sorcery spells", {"spells": {"any_types": ["Instant", "Sorcery"]}}),
        ("to cast an instant or sorcery spell", {"spells": {"any_types": ["Instant", "Sorcery"]}}),
        ("to cast a noncreature spell", {"spells": {"not_types": ["Creature"]}}),
        ("to cast spells", {"spells": {}}),
        # A subtype first.
        ("to cast an Ally spell", {"spells": {"subtypes": ["Ally"]}}),
        (
            "to cast an Elf creature spell",
            {"spells": {"types": ["Creature"], "subtypes": ["Elf"]}},
        ),
        # A subtype of instants and sorceries (205.3k), and a list of subtypes: any of them.
        ("to cast Lesson spells", {"spells": {"subtypes": ["Lesson"]}}),
        (
            "to cast Vampire, Cleric, and/or Demon spells",
            {"spells": {"any_subtypes": ["Vampire", "Cleric", "Demon"]}},
        ),
        (
            "to cast a Cleric, Rogue, Warrior, or Wizard spell",
            {"spells": {"any_subtypes": ["Cleric", "Rogue", "Warrior", "Wizard"]}},
        ),
        (
            "to cast a Dragon spell or an Omen spell",
            {"spells": {"any_subtypes": ["Dragon", "Omen"]}},
        ),
        # Abilities: of any source, or of the sources named.
        ("to activate abilities", {"abilities": {}}),
        (
            "to cast artifact spells or activate abilities of artifacts",
            {"spells": {"types": ["Artifact"]}, "abilities": {"types": ["Artifact"]}},
        ),
        (
            "to cast a Dinosaur spell or activate an ability of a Dinosaur source",
            {"spells": {"subtypes": ["Dinosaur"]}, "abilities": {"subtypes": ["Dinosaur"]}},
        ),
        (
            "to activate an ability or cast an artifact spell",
            {"abilities": {}, "spells": {"types": ["Artifact"]}},
        ),
    ],
)
def test_what_the_mana_may_be_spent_on(words: str, expected: dict[str, Any]) -> None:
    assert restriction(words) == expected


@pytest.mark.parametrize(
    "words",
    [
        "to cast spells with flashback from a graveyard",  # where it is cast from
        "to pay cumulative upkeep costs",  # a kind of cost the reader doesn't name
        "to cast a creature spell of the chosen type",  # a linked choice (607.2d)
        "to cast an Elemental spell or a Chandra planeswalker spell",  # a name's subtype
        "to cast a legendary spell, and that spell can't be countered",  # and something else
        "on costs that contain {X}",
    ],
)
def test_a_restriction_not_read_leaves_it_unread(words: str) -> None:
    assert restriction(words) is None


def test_the_mana_ability_keeps_the_restriction() -> None:
    """Every instruction adding mana keeps it, in the pool (106.6)."""
    text = "{T}: Add one mana of any color. Spend this mana only to cast a creature spell."
    compiled = compile_face("Ancient Ziggurat", "Ancient Ziggurat", text, ("Land",))
    [reading] = compiled.readings
    assert reading.outcome == "recognised"
    assert reading.words.endswith("may be spent only to cast creature spell (106.6)")
    [ability] = compiled.abilities
    [effect] = ability["effects"]
    assert effect["spend_only"] == {
        "spells": {"types": ["Creature"]},
        "text": "Spend this mana only to cast a creature spell.",
    }


def test_a_powerstone_s_restriction_limits_only_spells() -> None:
    """ "This mana can't be spent to cast a nonartifact spell" (111.10h): artifact spells,
    abilities and any other cost."""
    text = "{T}: Add {C}. This mana can't be spent to cast a nonartifact spell."
    compiled = compile_face("Test Card", "Test Card", text, ("Creature",))
    [ability] = compiled.abilities
    [effect] = ability["effects"]
    assert effect["spend_only"] == {
        **NOT_NONARTIFACT,
        "text": "This mana can't be spent to cast a nonartifact spell.",
    }


def test_a_restriction_after_something_else_is_the_manas_only() -> None:
    """Mana and damage (a painland's shape) with a restriction: "this mana" is the mana the
    ability adds (106.6), which keeps it; the damage keeps its place (read by the grammar's
    lowering, `lowering.spent_only`, as "… you don't lose this mana" is)."""
    text = "{T}: Add {R}. ~ deals 1 damage to you. Spend this mana only to cast instant spells."
    compiled = compile_face("Test Card", "Test Card", text, ("Land",))
    [reading] = compiled.readings
    assert reading.outcome == "recognised"
    [ability] = reading.abilities
    mana, damage = ability["effects"]
    assert mana["spend_only"] == {
        "spells": {"types": ["Instant"]},
        "text": "Spend this mana only to cast instant spells.",
    }
    assert damage == {"op": "damage", "amount": 1, "to": "you"}
