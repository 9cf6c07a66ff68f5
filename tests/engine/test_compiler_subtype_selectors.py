"""The noun-phrase reader's subtypes (issue 28): "non-" before any subtype the CR lists
(205.3g-i, 205.3m) and an artifact, enchantment or land type as a selector's noun — read from
the CR's lists, not from a capital letter; a word on no list leaves the phrase unread."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from engine.cards.compiler.selectors import group, target
from engine.cards.vocabulary import ARTIFACT_TYPES, ENCHANTMENT_TYPES, LAND_TYPES

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(
    ("phrase", "excluded"),
    [
        ("target non-Elf creature", ["Elf"]),  # a creature type (205.3m)
        ("target non-Human creature you control", ["Human"]),
        ("target non-Equipment artifact", ["Equipment"]),  # an artifact type (205.3g)
        ("target non-Aura enchantment", ["Aura"]),  # an enchantment type (205.3h)
        ("target non-Shrine enchantment", ["Shrine"]),
        ("target non-Desert land", ["Desert"]),  # a land type (205.3i)
    ],
)
def test_non_subtype_excludes_a_subtype_the_cr_lists(phrase: str, excluded: list[str]) -> None:
    found = target(phrase)
    assert found is not None, phrase
    assert found["filter"]["not_subtypes"] == excluded


@pytest.mark.parametrize(
    "phrase",
    [
        "target non-Foo creature",  # capitalised, but no subtype
        "target non-Target creature",
        "target non-Legendary creature",  # a supertype is "nonlegendary" (205.4), not a subtype
        "target non-elf creature",  # the CR spells subtypes capitalised
    ],
)
def test_non_word_on_no_list_stays_unread(phrase: str) -> None:
    assert target(phrase) is None


@pytest.mark.parametrize(
    ("phrase", "subtype"),
    [
        ("target Equipment", "Equipment"),  # 205.3g; its plural is the same word
        ("target Vehicle", "Vehicle"),
        ("target Shrine", "Shrine"),  # 205.3h
        ("target Desert", "Desert"),  # 205.3i
        ("target Gate you control", "Gate"),
    ],
)
def test_subtype_noun_is_a_permanent_of_that_subtype(phrase: str, subtype: str) -> None:
    found = target(phrase)
    assert found is not None, phrase
    assert found["kind"] == "permanent"
    assert found["filter"]["subtypes"] == [subtype]


def test_subtype_noun_plural_reads_a_group() -> None:
    assert group("Shrines you control") == {"subtypes": ["Shrine"], "controller": "you"}
    assert group("Deserts you control") == {"subtypes": ["Desert"], "controller": "you"}


@pytest.mark.parametrize(
    "phrase",
    [
        "target Equipments",  # not how the CR's word makes its plural
        "target Urza's",  # a land type only with the word after it ("Urza's Mine")
        "target Shrineses",
        "target Widget",  # capitalised, on no list
        "target shrine",
    ],
)
def test_noun_on_no_list_stays_unread(phrase: str) -> None:
    assert target(phrase) is None


def _cr_list(number: str) -> frozenset[str]:
    """The subtypes a rule of the project's CR data lists ("The … types are A, B (see rule …),
    and C.")."""
    rules = json.loads((ROOT / "data" / "cr.json").read_text())["rules"]
    text = next(r["text"] for r in rules if r["number"] == number)
    listed = text.split(" types are ", 1)[1].split(". ", 1)[0].rstrip(".").replace("’", "'")
    listed = re.sub(r" \(see rules? [^)]*\)", "", listed)
    return frozenset(w.strip() for w in re.split(r", and |, | and ", listed))


@pytest.mark.parametrize(
    ("number", "names"),
    [("205.3g", ARTIFACT_TYPES), ("205.3h", ENCHANTMENT_TYPES), ("205.3i", LAND_TYPES)],
)
def test_the_subtype_lists_are_the_crs(number: str, names: frozenset[str]) -> None:
    assert names == _cr_list(number)
