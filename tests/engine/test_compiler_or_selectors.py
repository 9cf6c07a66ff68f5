"""The noun-phrase reader's "or" and "and" lists, tokens and toughness (issue 28): each
reading one rule, each with the contrast it must leave unread."""

from __future__ import annotations

import pytest

from engine.cards.compiler.selectors import group, target
from engine.cards.vocabulary import Filter, TargetSpec


def _filter(phrase: str) -> Filter:
    found = target(phrase)
    assert found is not None, phrase
    return Filter.model_validate(found.get("filter", {}))


def test_one_of_two_colors() -> None:
    # "green or white creature": a creature that is green, or white (105.2).
    flt = _filter("target green or white creature")
    assert flt.any_of == (Filter(colors=("G",)), Filter(colors=("W",)))
    assert target("target green or white creature")["kind"] == "creature"  # type: ignore[index]
    # The rest of the phrase is said of both colors.
    assert _filter("target blue or black creature with flying").keywords == ("Flying",)
    # Not a color: unread.
    assert target("target green or tapped creature") is None


@pytest.mark.parametrize(
    ("phrase", "expected"),
    [
        ("target Djinn or Efreet", Filter(any_subtypes=("Djinn", "Efreet"))),
        (
            "target Vampire, Werewolf, or Zombie",
            Filter(any_subtypes=("Vampire", "Werewolf", "Zombie")),
        ),
        (
            "target creature or Vehicle",  # a Vehicle needn't be a creature (301.7)
            Filter(any_of=(Filter(types=("Creature",)), Filter(subtypes=("Vehicle",)))),
        ),
        (
            "target Spirit or enchantment",
            Filter(any_of=(Filter(subtypes=("Spirit",)), Filter(types=("Enchantment",)))),
        ),
    ],
)
def test_an_or_of_subtypes_and_types(phrase: str, expected: Filter) -> None:
    assert target(phrase)["kind"] == "permanent"  # type: ignore[index]
    assert _filter(phrase) == expected


def test_a_quality_after_a_list_of_subtypes_stays_unread() -> None:
    # Whose quality "with flying" is — the Vehicle's or both — isn't clear.
    assert target("target creature or Vehicle with flying") is None
    assert target("target Djinn or Foo") is None  # a word on no list


def test_tokens() -> None:
    assert _filter("target creature token") == Filter(token=True)
    assert _filter("target token an opponent controls") == Filter(token=True, controller="opponent")
    assert group("creature tokens you control") == {
        "token": True,
        "controller": "you",
        "types": ["Creature"],
    }


def test_toughness() -> None:
    assert _filter("target creature with toughness 4 or greater") == Filter(toughness_at_least=4)
    assert _filter("target creature with toughness 2 or less") == Filter(toughness_at_most=2)
    assert target("target creature with toughness 4 or fewer") is None


def test_all_of_a_list_joined_by_and_is_their_union() -> None:
    assert group("all artifacts, creatures, and enchantments") == {
        "any_types": ["Artifact", "Creature", "Enchantment"]
    }
    assert group("all Auras and Equipment") == {"any_subtypes": ["Aura", "Equipment"]}
    # Singular nouns, or "each": not a list of sets, unread.
    assert group("all creature and land") is None
    assert group("each artifact and enchantment") is None


def test_opponent_or_planeswalker() -> None:
    # An opponent (102.2), or a planeswalker whoever controls it (115.4).
    found = target("target opponent or planeswalker")
    assert found is not None
    spec = TargetSpec.model_validate(found)
    assert (spec.kind, spec.opponent, spec.filter) == ("any", True, Filter(types=("Planeswalker",)))
    player = TargetSpec.model_validate(target("target player or planeswalker"))
    assert player.opponent is False


def test_blocking() -> None:
    # A blocking creature (506.4); "attacking or blocking" stays one quality, in combat.
    assert _filter("target blocking creature") == Filter(blocking=True)
    assert _filter("target attacking or blocking creature") == Filter(in_combat=True)
    assert target("target blocked creature") is None
