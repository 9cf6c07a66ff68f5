"""The planeswalker types (205.3j) as a noun phrase's word: "a Gideon planeswalker" is a
planeswalker with that subtype — in a target, an "as long as" and an "Activate only if"."""

from __future__ import annotations

from engine.cards.compiler.selectors import target
from engine.cards.grammar.lines import parse_line
from engine.cards.lowering import lower_ability
from engine.cards.vocabulary import Activated, Static
from engine.cards.vocabulary.type_line import PLANESWALKER_TYPES


def test_the_types_are_205_3j_s() -> None:
    assert {"Ajani", "Gideon", "Vivien", "Yanggu", "Zariel"} <= PLANESWALKER_TYPES
    assert "Elf" not in PLANESWALKER_TYPES


def test_a_planeswalker_type_before_the_noun_is_its_subtype() -> None:
    found = target("target Gideon planeswalker")
    assert found is not None
    assert found["filter"] == {"types": ["Planeswalker"], "subtypes": ["Gideon"]}
    # Not a word the reader knows: unread, never a wider phrase.
    assert target("target Gideonish planeswalker") is None


def test_conditions_name_the_subtype() -> None:
    line = "{1}{W}: Untap target creature. Activate only if you control a Gideon planeswalker."
    tree = parse_line(line, ("Companion of the Trials",)).tree
    assert tree is not None
    found = lower_ability(tree)
    assert isinstance(found, Activated)
    assert found.only_if is not None
    (asked,) = found.only_if.you_control
    assert (asked.types, asked.subtypes) == (("Planeswalker",), ("Gideon",))
    line = "This creature gets +1/+1 as long as you control an Ajani planeswalker."
    tree = parse_line(line, ("Court Cleric",)).tree
    assert tree is not None
    static = lower_ability(tree)
    assert isinstance(static, Static)
    assert static.condition is not None
    (asked,) = static.condition.you_control
    assert asked.subtypes == ("Ajani",)
